import { EmptyList } from '@/components/admin/empty-list';
import { FieldsAlert, FormNotice } from '@/components/admin/form-message';
import type { PersonalDataView as View } from '@/lib/personal-data/personal-data-page';
import { PersonCorrectionForm } from './person-correction-form';
import { EraseConfirmation, EraseRequest } from './person-erase';
import { PersonExport } from './person-export';
import { PersonRecordsList } from './person-records-list';
import { PersonSearchForm } from './person-search-form';
import { LeadsGoingSoon } from './leads-going-soon';
import { OpenRequests } from './open-requests';

/** What was found about the person, and what the owner can do with it. */
function Found({ view, records }: { view: View; records: NonNullable<View['records']> }) {
  if (!records.length) {
    return (
      <EmptyList>
        <span className="wrap-anywhere">{`Không có dữ liệu nào về “${view.typed}”.`}</span>
      </EmptyList>
    );
  }
  if (view.step === 'confirm_erase') return <EraseConfirmation typed={view.typed} records={records} />;
  return (
    <>
      <section aria-labelledby="ket-qua" className="grid gap-4">
        <h2 id="ket-qua" className="text-xl font-bold wrap-anywhere">
          {`${records.length} bản ghi về “${view.typed}”`}
        </h2>
        <PersonExport typed={view.typed} />
        <PersonRecordsList records={records} />
      </section>
      <FieldsAlert problems={view.correction.errors} />
      <PersonCorrectionForm typed={view.typed} values={view.correction.values} errors={view.correction.errors} />
      <section aria-labelledby="xoa-du-lieu" className="grid gap-3 rounded-xl border border-border p-4">
        <h2 id="xoa-du-lieu" className="text-xl font-bold">
          Xóa dữ liệu
        </h2>
        <p>
          Khi người này yêu cầu xóa: mọi bản ghi ở trên bị xóa cùng lúc (nhật ký thao tác chỉ bỏ phần ghi chú), trang sẽ
          hỏi lại một lần trước khi xóa.
        </p>
        <EraseRequest typed={view.typed} />
      </section>
    </>
  );
}

/**
 * 'Dữ liệu cá nhân', owners only: what the site holds about one person, found by e-mail or phone, to
 * show them, give them a copy, correct it or erase it when they ask (Law 91/2025/QH15).
 */
export function PersonalDataView({ view }: { view: View }) {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6">
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold">Dữ liệu cá nhân</h1>
        <p>
          Khi một khách hỏi trang đang giữ gì về họ, muốn một bản sao, muốn sửa hay muốn xóa: tìm theo e-mail hoặc số
          điện thoại họ đã để lại. Mỗi lần tìm, tải, sửa và xóa đều được ghi vào nhật ký, không kèm thông tin của họ.
        </p>
      </div>
      {view.notice && <FormNotice>{view.notice}</FormNotice>}
      <PersonSearchForm typed={view.typed} error={view.queryError} />
      {view.records && <Found view={view} records={view.records} />}
      {!view.records && <OpenRequests requests={view.requests} now={view.now} record={view.record} />}
      {!view.records && <LeadsGoingSoon leads={view.goingSoon} months={view.retentionMonths} />}
    </div>
  );
}
