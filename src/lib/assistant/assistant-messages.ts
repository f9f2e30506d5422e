/** What a visitor is told when the assistant cannot answer now: in the panel and on /tro-ly alike. */
export const assistantMessages = {
  rateLimited: 'Anh/chị đã hỏi nhiều câu trong thời gian ngắn. Vui lòng thử lại sau ít phút.',
  unavailable: 'Trợ lý đang tạm gián đoạn. Vui lòng thử lại sau ít phút.',
  offline: 'Không kết nối được tới máy chủ. Vui lòng kiểm tra mạng và thử lại.',
} as const;
