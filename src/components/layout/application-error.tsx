/** What a visitor sees when a page or an interactive part of it fails to render. */
export function ApplicationError({ compact = false }: { compact?: boolean }) {
  const Heading = compact ? 'h2' : 'h1';
  return (
    <div
      role="alert"
      className={compact ? 'rounded-lg border border-border p-6' : 'mx-auto max-w-2xl px-4 py-24 text-center'}
    >
      <Heading className={compact ? 'text-lg font-bold' : 'text-3xl font-bold'}>Unexpected Application Error!</Heading>
      <p className="mt-3 text-muted-foreground">
        Đã có lỗi xảy ra ở phía chúng tôi. Vui lòng tải lại trang hoặc thử lại sau ít phút.
      </p>
    </div>
  );
}
