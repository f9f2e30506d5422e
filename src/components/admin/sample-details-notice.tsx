/**
 * What the site still shows as a sample: listed to the owner (on this page and their first page after
 * signing in) until each is replaced, so a sample never stays on the live site unnoticed.
 */
export function SampleDetailsNotice({
  samples,
  showSamples,
  link = false,
}: {
  samples: string[];
  showSamples: boolean;
  /** Whether to link to 'Thông tin công ty' (from pages other than it). */
  link?: boolean;
}) {
  if (!samples.length) return null;
  return (
    <section aria-labelledby="sample-details" className="grid gap-2 rounded-xl border border-accent bg-accent/30 p-4">
      <h2 id="sample-details" className="font-bold">
        Trang web còn hiển thị giá trị mẫu
      </h2>
      <ul className="list-disc pl-5 text-sm">
        {samples.map((sample) => (
          <li key={sample}>{sample}</li>
        ))}
      </ul>
      <p className="text-sm">
        {showSamples
          ? '“Hiện nội dung mẫu” đang bật: số liệu chưa có nguồn và câu chuyện minh họa vẫn hiện trên trang.'
          : '“Hiện nội dung mẫu” đã tắt: số liệu chưa có nguồn và câu chuyện minh họa không hiện trên trang.'}
      </p>
      {link && (
        <a href="/admin/cong-ty" className="w-fit font-bold text-primary hover:underline">
          Sửa thông tin công ty
        </a>
      )}
    </section>
  );
}
