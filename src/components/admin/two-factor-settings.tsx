import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { AccountField } from './account-field';
import { FormAlert } from './form-message';

const sectionClass = 'grid gap-4 rounded-xl border border-border p-4 sm:p-6';

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Ten recovery codes, shown once: the member keeps them somewhere other than the phone. */
export function RecoveryCodes({ codes, enabled }: { codes: string[]; enabled: boolean }) {
  return (
    <section
      role="status"
      aria-labelledby="codes-heading"
      className="grid gap-3 rounded-xl border-2 border-primary bg-secondary p-4 sm:p-6"
    >
      <h2 id="codes-heading" className="text-lg font-bold">
        {enabled ? 'Đã bật xác thực hai bước' : 'Mã khôi phục mới'}
      </h2>
      <p>
        Lưu các mã khôi phục dưới đây ở nơi an toàn, ngoài điện thoại. Mỗi mã dùng được một lần để đăng nhập khi bạn
        không có điện thoại. Mã chỉ hiện một lần{enabled ? '' : '; các mã cũ đã hết hiệu lực'}.
      </p>
      <ul aria-label="Mã khôi phục" className="grid grid-cols-2 gap-2 font-mono text-base">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </section>
  );
}

/** Turning two-factor sign-in on: scan or type the secret, then prove it with a code. */
export function TwoFactorEnrolment({
  secret,
  qrSvg,
  required,
  problem,
}: {
  secret: string;
  qrSvg: string;
  required: boolean;
  problem: string | undefined;
}) {
  return (
    <section aria-labelledby="enrol-heading" className={sectionClass}>
      <h2 id="enrol-heading" className="text-xl font-bold">
        Bật xác thực hai bước
      </h2>
      {required && (
        <p className="rounded-lg bg-accent p-4 font-bold text-accent-foreground">
          Quản trị yêu cầu mọi tài khoản bật xác thực hai bước. Hãy bật để tiếp tục làm việc.
        </p>
      )}
      <ol className="grid list-decimal gap-3 pl-5">
        <li>Cài một ứng dụng xác thực trên điện thoại (Google Authenticator, Microsoft Authenticator, 2FAS…).</li>
        <li>Trong ứng dụng, quét mã QR bên dưới, hoặc nhập khoá thủ công.</li>
        <li>Nhập mã 6 chữ số ứng dụng hiển thị và mật khẩu hiện tại của bạn.</li>
      </ol>
      {/* The SVG comes from uqr, drawn on the server from the otpauth URI: nothing is fetched. */}
      <div
        role="img"
        aria-label="Mã QR chứa khoá xác thực"
        className="size-56 justify-self-center rounded-lg border border-border bg-white p-2"
        dangerouslySetInnerHTML={{ __html: qrSvg }}
      />
      <p className="grid gap-1">
        <span className="text-sm font-bold">Khoá nhập thủ công</span>
        <code data-secret={secret} className="rounded-lg bg-muted p-3 font-mono text-base break-all">
          {grouped(secret)}
        </code>
      </p>
      {problem && <FormAlert>{problem}</FormAlert>}
      <form method="post" className="grid gap-4">
        <input type="hidden" name="action" value="enable" />
        <AccountField label="Mã 6 chữ số" name="code" autoComplete="one-time-code" inputMode="numeric" maxLength={7} />
        {/* Asked as for turning it off: a session left open on a shared computer must not bind a stranger's app. */}
        <AccountField label="Mật khẩu hiện tại" name="current" type="password" autoComplete="current-password" />
        <Button type="submit" className="justify-self-start">
          Bật xác thực hai bước
        </Button>
      </form>
    </section>
  );
}

/** Two-factor sign-in is on: when, codes left, new codes or turning it off (both with the password). */
export function TwoFactorEnabled({
  enabledAt,
  codesLeft,
  required,
  problem,
}: {
  enabledAt: string;
  codesLeft: number;
  required: boolean;
  problem: string | undefined;
}) {
  return (
    <section aria-labelledby="enabled-heading" className={sectionClass}>
      <h2 id="enabled-heading" className="text-xl font-bold">
        Xác thực hai bước đang bật
      </h2>
      <p>{`Bật từ ${formatDateTime(enabledAt)}. Còn ${codesLeft} mã khôi phục chưa dùng.`}</p>
      {problem && <FormAlert>{problem}</FormAlert>}
      <form method="post" className="grid gap-4">
        <AccountField label="Mật khẩu hiện tại" name="current" type="password" autoComplete="current-password" />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="action" value="new_codes" variant="outline">
            Tạo mã khôi phục mới
          </Button>
          {!required && (
            <Button type="submit" name="action" value="disable" variant="outline">
              Tắt xác thực hai bước
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
