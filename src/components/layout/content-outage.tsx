/**
 * What a reader sees (with status 503) when a page's content cannot be read from the database; the
 * staff are not sent to the hotline.
 */
export function ContentOutage({ heading = 'h1', staff = false }: { heading?: 'h1' | 'h2'; staff?: boolean }) {
  const Heading = heading;
  return (
    <div role="alert" className="mx-auto max-w-2xl px-4 py-24 text-center">
      <Heading className="text-3xl font-bold">Nội dung tạm thời chưa hiển thị được</Heading>
      <p className="mt-3 text-muted-foreground">
        {staff
          ? 'Hệ thống đang tạm gián đoạn. Vui lòng tải lại trang sau ít phút.'
          : 'Hệ thống đang tạm gián đoạn. Vui lòng tải lại trang sau ít phút, hoặc gọi hotline để được tư vấn ngay.'}
      </p>
    </div>
  );
}
