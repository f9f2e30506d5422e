/** Above a draft shown as readers will see it: that it is not published, and the way back to its editor. */
export function PreviewBanner({ editorHref }: { editorHref: string }) {
  return (
    <p role="status" className="bg-secondary px-4 py-3 text-center font-bold">
      Bản xem trước, chưa xuất bản.{' '}
      <a href={editorHref} className="text-primary underline">
        Quay lại trình soạn thảo
      </a>
    </p>
  );
}
