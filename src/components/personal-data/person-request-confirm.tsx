import { BookingSection } from '@/components/booking/booking-section';
import { Button, buttonVariants } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import type { PersonRequestConfirmView } from '@/lib/personal-data/person-request-page';
import { personRequestKinds, personRequestPath } from '@/lib/personal-data/person-requests';

const withdrawnNote =
  'Từ bây giờ chúng tôi không gửi bản tin tới địa chỉ này, và các yêu cầu tư vấn gửi bằng email này được đánh dấu Không liên hệ: nhân viên không gọi hay viết cho anh/chị nữa. Dữ liệu không bị xóa; muốn xóa, hãy gửi yêu cầu Xóa dữ liệu.';

/** Why a link does nothing, and what to do. */
const deadLinks = {
  expired: {
    title: 'Đường dẫn đã hết hạn',
    intro: 'Đường dẫn xác nhận chỉ dùng được trong 24 giờ. Hãy gửi lại yêu cầu để nhận đường dẫn mới.',
  },
  replaced: {
    title: 'Đường dẫn đã được thay',
    intro:
      'Yêu cầu này đã được gửi lại sau thư chứa đường dẫn này, nên chỉ đường dẫn trong thư mới nhất còn dùng được. Hãy mở thư mới nhất.',
  },
  wrong: {
    title: 'Đường dẫn không đúng',
    intro: 'Đường dẫn có thể bị thiếu hoặc sai một phần. Hãy mở lại từ email, hoặc gửi lại yêu cầu.',
  },
} as const;

const newRequest = (
  <a href={personRequestPath} className={buttonVariants({ variant: 'outline' })}>
    Gửi yêu cầu mới
  </a>
);

/** The page of the link e-mailed to prove an address: opening it changes nothing; only the button's post does. */
export function PersonRequestConfirm({ view }: { view: PersonRequestConfirmView }) {
  switch (view.state) {
    case 'open':
      return (
        <BookingSection
          title="Xác nhận yêu cầu về dữ liệu cá nhân"
          intro={
            <p>{`Yêu cầu: “${personRequestKinds[view.kind]}”. Nhấn nút để xác nhận đây đúng là yêu cầu của anh/chị.`}</p>
          }
        >
          {view.detail && (
            <div className="mb-6 grid gap-1">
              <p className="text-sm font-bold">Nội dung gửi kèm (người gửi yêu cầu tự gõ):</p>
              <p className="rounded-lg border border-border p-3 whitespace-pre-line wrap-anywhere">{view.detail}</p>
              <p className="text-sm text-muted-foreground">
                Nếu nội dung này không phải của anh/chị, đừng xác nhận: hãy gửi lại yêu cầu với nội dung đúng.
              </p>
            </div>
          )}
          <form method="post" action={view.action}>
            <Button type="submit" size="lg">
              Xác nhận yêu cầu
            </Button>
          </form>
        </BookingSection>
      );
    case 'confirmed':
      return (
        <BookingSection title="Đã xác nhận yêu cầu">
          <div className="grid gap-4">
            <p role="status" className="font-bold">
              {`Chúng tôi đã nhận yêu cầu “${personRequestKinds[view.kind]}” và sẽ trả lời trước ${formatDateTime(view.dueAt)}.`}
            </p>
            {view.kind === 'withdraw' && <p>{withdrawnNote}</p>}
          </div>
        </BookingSection>
      );
    case 'used':
      return (
        <BookingSection
          title="Đường dẫn này đã được dùng"
          intro={
            <p>
              {`Yêu cầu đã được xác nhận${view.confirmedAt ? ` lúc ${formatDateTime(view.confirmedAt)}` : ''} và không cần xác nhận lại.`}
            </p>
          }
        >
          {newRequest}
        </BookingSection>
      );
    default:
      return (
        <BookingSection title={deadLinks[view.state].title} intro={<p>{deadLinks[view.state].intro}</p>}>
          {newRequest}
        </BookingSection>
      );
  }
}
