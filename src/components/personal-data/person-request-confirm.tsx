import { BookingSection } from '@/components/booking/booking-section';
import { Button, buttonVariants } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import type { PersonRequestConfirmView } from '@/lib/personal-data/person-request-page';
import { personRequestKinds, personRequestPath } from '@/lib/personal-data/person-requests';

const withdrawnNote =
  'Từ bây giờ chúng tôi không gửi bản tin tới địa chỉ này, và các yêu cầu tư vấn gửi bằng email này được đánh dấu Không liên hệ: nhân viên không gọi hay viết cho anh/chị nữa. Dữ liệu không bị xóa; muốn xóa, hãy gửi yêu cầu Xóa dữ liệu.';

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
          intro={<p>{`Yêu cầu: “${personRequestKinds[view.kind]}”. Nhấn nút để xác nhận chính anh/chị yêu cầu.`}</p>}
        >
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
        <BookingSection
          title={view.state === 'expired' ? 'Đường dẫn đã hết hạn' : 'Đường dẫn không đúng'}
          intro={
            <p>
              {view.state === 'expired'
                ? 'Đường dẫn xác nhận chỉ dùng được trong 24 giờ. Hãy gửi lại yêu cầu để nhận đường dẫn mới.'
                : 'Đường dẫn có thể bị thiếu hoặc sai một phần. Hãy mở lại từ email, hoặc gửi lại yêu cầu.'}
            </p>
          }
        >
          {newRequest}
        </BookingSection>
      );
  }
}
