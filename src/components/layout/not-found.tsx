import { buttonVariants } from '@/components/ui/button';

/** Body of the 404 page; under /tin-tuc/ it speaks of the missing article. */
export function NotFound({ article = false }: { article?: boolean }) {
  if (article) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-24 text-center">
        <p className="text-7xl font-bold text-primary">404</p>
        <h1 className="mt-4 text-2xl font-bold">Bài viết không tồn tại</h1>
        <p className="mt-3 text-muted-foreground">Bài viết có thể đã được gỡ hoặc đường dẫn bị gõ nhầm.</p>
        <a href="/tin-tuc" className={`${buttonVariants()} mt-8`}>
          ← Quay lại trang tin tức
        </a>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Không tìm thấy trang</h1>
      {/* The sketch's '404' and English line stay, under the Vietnamese headline (decisions.md). */}
      <p className="mt-4 text-7xl font-bold text-primary">404</p>
      <p lang="en" className="mt-2 text-lg font-medium">
        Oops! Page not found
      </p>
      <p className="mt-3 text-muted-foreground">Trang anh/chị tìm không tồn tại hoặc đã được chuyển đi.</p>
      <a href="/" className={`${buttonVariants()} mt-8`}>
        Về trang chủ
      </a>
    </div>
  );
}
