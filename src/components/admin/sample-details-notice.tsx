/**
 * What the site still shows as a sample, listed on 'Thông tin công ty' until each is replaced, so a
 * sample never stays on the live site unnoticed. On the owner's first page after signing in it is one
 * line (`SampleDetailsLine`), so the first lead stays on the first screen.
 */
export function SampleDetailsNotice({ samples, showSamples }: { samples: string[]; showSamples: boolean }) {
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
    </section>
  );
}

/** The owner's reminder on their first page: how many samples are left, and where to replace them. */
export function SampleDetailsLine({ samples }: { samples: string[] }) {
  if (!samples.length) return null;
  return (
    <p role="note" className="rounded-lg border border-accent bg-accent/30 px-3 py-2 text-sm">
      {`Trang web còn ${samples.length} giá trị mẫu. `}
      <a href="/admin/cong-ty" className="font-bold text-primary hover:underline">
        Sửa thông tin công ty
      </a>
    </p>
  );
}
