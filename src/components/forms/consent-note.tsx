/** What every lead form says under its button about the visitor's data (the consent its leads record). */
export function ConsentNote() {
  return (
    <p className="text-xs text-muted-foreground">
      Thông tin anh/chị gửi chỉ dùng để tư vấn và liên hệ lại, theo{' '}
      <a href="/chinh-sach-bao-mat" className="underline underline-offset-2">
        Chính sách bảo mật
      </a>
      .
    </p>
  );
}
