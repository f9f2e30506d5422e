/** What the visitor is told after sending: a toast on success, a notice below the form on failure. */
export interface LeadFormToasts {
  success: { title: string; description: string };
  /** The failure notice; without a description the server's message is shown, '' shows the title alone. */
  failure: { title: string; description?: string };
}

/** Trial, pricing and demo requests (spec §8, in the site's one voice: decisions.md). */
export const requestToasts: LeadFormToasts = {
  success: {
    title: 'Thành công!',
    description: 'Yêu cầu của anh/chị đã được gửi. Chúng tôi sẽ liên hệ với anh/chị sớm.',
  },
  failure: { title: 'Có lỗi xảy ra!' },
};

/** The contact page's message form (spec §8). */
export const messageToasts: LeadFormToasts = {
  success: { title: 'Tin nhắn của anh/chị đã được gửi thành công!', description: '' },
  failure: { title: 'Gửi tin nhắn thất bại. Vui lòng thử lại sau.', description: '' },
};
