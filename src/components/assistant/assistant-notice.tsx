import { assistantSlots } from '@/lib/assistant/panel-slots';

/**
 * What the visitor reads before the first question: what the assistant is, what it answers from,
 * and what is kept of a conversation (Law 91/2025).
 */
export function AssistantNotice({ brand, retentionDays }: { brand: string; retentionDays: number }) {
  return (
    <div data-slot={assistantSlots.notice} className="grid gap-2 rounded-lg bg-secondary p-3 text-sm">
      <p>
        Trợ lý tự động của {brand} trả lời từ nội dung đã đăng trên trang này: câu hỏi thường gặp, sản phẩm, bảng giá và
        bài viết. Trợ lý không phải nhân viên tư vấn và không hứa giá hay khuyến mãi ngoài những gì trang đã ghi.
      </p>
      <p>
        Cuộc trò chuyện chỉ được lưu khi anh/chị chuyển cho nhân viên tư vấn (cùng thông tin liên hệ anh/chị để lại);
        câu hỏi trợ lý chưa trả lời được thì chỉ lưu nội dung câu hỏi, đã bỏ số điện thoại và email. Tất cả được xoá sau{' '}
        {retentionDays} ngày.{' '}
        <a href="/chinh-sach-bao-mat" className="underline underline-offset-2">
          Chính sách bảo mật
        </a>
      </p>
    </div>
  );
}
