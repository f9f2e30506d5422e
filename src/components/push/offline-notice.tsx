/** The installed back office's page when the phone has no connection (kept by its service worker). */
export function OfflineNotice({ hotline }: { hotline: { display: string; href: string } }) {
  return (
    <div className="mx-auto grid max-w-xl gap-4 px-4 py-10">
      <h1 className="text-2xl font-bold">Mất kết nối mạng</h1>
      <p>
        Điện thoại đang không có mạng nên chưa mở được trang này. Dữ liệu khách hàng không được lưu trên máy, nên chỉ
        xem được khi có mạng trở lại.
      </p>
      <p>
        <a href="" className="font-bold text-primary underline underline-offset-4">
          Thử lại
        </a>
      </p>
      <p>
        {'Cần hỗ trợ gấp, gọi đường dây nóng: '}
        <a href={hotline.href} className="font-bold text-primary underline underline-offset-4">
          {hotline.display}
        </a>
      </p>
    </div>
  );
}
