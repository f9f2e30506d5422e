import { Button } from '@/components/ui/button';
import { countByPlace, type PersonRecord } from '@/lib/personal-data/person-records';
import { personalDataPath } from '@/lib/personal-data/personal-data-page';

/** 'Xóa toàn bộ dữ liệu': the first tap asks; nothing is erased until the confirmation. */
export function EraseRequest({ typed }: { typed: string }) {
  return (
    <form method="post" action={personalDataPath}>
      <input type="hidden" name="action" value="confirm_erase" />
      <input type="hidden" name="q" value={typed} />
      <Button type="submit" variant="destructive">
        Xóa toàn bộ dữ liệu của người này
      </Button>
    </form>
  );
}

/** The one confirmation: what will go, that it cannot be undone, and the two ways out. */
export function EraseConfirmation({ typed, records }: { typed: string; records: readonly PersonRecord[] }) {
  return (
    <section aria-labelledby="xac-nhan-xoa" className="grid gap-3 rounded-xl border-2 border-destructive p-4">
      <h2 id="xac-nhan-xoa" className="text-xl font-bold">
        Xóa vĩnh viễn dữ liệu của người này?
      </h2>
      <p>Những bản ghi sau sẽ bị xóa, không khôi phục được, kể cả khi khôi phục bản sao lưu cũ:</p>
      <p className="font-bold">
        Nếu người này gửi yêu cầu xóa, hãy trả lời họ trước: sau khi xóa, trang không còn địa chỉ email của họ.
      </p>
      <ul className="list-disc pl-6">
        {countByPlace(records).map(({ place, label, count }) => (
          <li key={place}>
            {place === 'audit' ? `${label}: ${count} dòng giữ lại, bỏ phần ghi chú` : `${label}: ${count}`}
          </li>
        ))}
      </ul>
      {records.some((record) => record.place === 'meeting') && (
        <p>
          Lịch demo của người này bị xóa: giờ đó trống lại, và không có thư báo hủy nào được gửi cho họ. Nếu trang gửi
          được email, nhân viên giữ buổi demo nhận thư hủy kèm tệp lịch để gỡ khỏi lịch của mình, không ghi tên khách.
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <form method="post" action={personalDataPath}>
          <input type="hidden" name="action" value="erase" />
          <input type="hidden" name="confirm" value="yes" />
          <input type="hidden" name="q" value={typed} />
          <Button type="submit" variant="destructive">
            Xóa vĩnh viễn
          </Button>
        </form>
        <form method="post" action={personalDataPath}>
          <input type="hidden" name="action" value="find" />
          <input type="hidden" name="q" value={typed} />
          <Button type="submit" variant="outline">
            Không xóa
          </Button>
        </form>
      </div>
    </section>
  );
}
