import { CopyButton } from '@/components/ui/copy-button';

/**
 * An invitation link shown once, when it could not be e-mailed: the owner copies it into a chat.
 * Only its hash is stored, so it cannot be shown again; a new invitation replaces it.
 */
export function InvitationLink({ email, link, mailFailed }: { email: string; link: string; mailFailed: boolean }) {
  return (
    <section
      role="status"
      aria-labelledby="link-heading"
      className="grid gap-3 rounded-xl border-2 border-primary bg-secondary p-4 sm:p-6"
    >
      <h2 id="link-heading" className="text-lg font-bold">
        {`Đã tạo lời mời cho ${email}`}
      </h2>
      <p>
        {mailFailed
          ? 'Không gửi được email (máy chủ thư không trả lời). Hãy gửi liên kết dưới đây cho người được mời qua kênh an toàn.'
          : 'Máy chủ chưa được cấu hình gửi email. Hãy gửi liên kết dưới đây cho người được mời qua kênh an toàn.'}
      </p>
      <label className="grid gap-1 text-sm font-bold">
        Liên kết mời (chỉ hiện một lần)
        <input
          readOnly
          value={link}
          className="min-h-11 w-full rounded-lg border border-border bg-background px-3 font-mono text-sm font-normal"
        />
      </label>
      <CopyButton text={link} className="w-full sm:w-fit">
        Sao chép liên kết mời
      </CopyButton>
    </section>
  );
}
