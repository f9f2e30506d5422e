import type { ContentKind } from '@/lib/content/content-kinds';

/** What the shared editor and history pieces say that differs between kinds. */
export interface KindWords {
  kind: ContentKind;
  /** Before the live address in the publish bar. */
  liveLink: string;
  /** The link after 'Đã xuất bản.'. */
  openLive: string;
  /** An action could not be sent. */
  offline: string;
  /** Under 'Lưu nháp': what saving a draft does, while the item is live and while it is not. */
  saveHint: { live: string; unseen: string };
  unpublish: {
    /** What the confirmation dialog's ids start with. */
    dialogId: string;
    /** The dialog's button that changes nothing (the focus lands on it). */
    keep: string;
    title: string;
    text: string;
    done: string;
  };
  /**
   * All but articles, so far: the publish bar also says when a live item's draft is scheduled, and an
   * item scheduled but never live can be taken off the schedule.
   */
  unschedule?: { button: string; title: string; text: string; done: string };
  history: { back: string; untitled: string; neverPublished: string };
}

/** Taking an item off its schedule, for a kind called `noun` ('Sản phẩm'). */
const unscheduleWords = (noun: string) => ({
  button: 'Huỷ hẹn giờ',
  title: 'Huỷ lịch xuất bản?',
  text: `${noun} sẽ không tự xuất bản nữa. Bản nháp vẫn được giữ.`,
  done: 'Đã huỷ lịch xuất bản.',
});

/** The words of each kind. */
export const kindWords = {
  article: {
    kind: 'article',
    liveLink: 'Xem bài trên trang',
    openLive: 'Xem bài viết',
    offline: 'Không gửi được vì mất kết nối mạng. Bài viết vẫn ở đây; hãy thử lại.',
    saveHint: {
      live: 'Lưu nháp giữ lại thay đổi mà không đăng: người đọc vẫn thấy bản đang đăng cho đến khi bấm Cập nhật.',
      unseen: 'Lưu nháp giữ lại bài mà không đăng: chưa ai thấy bài này cho đến khi bấm Xuất bản.',
    },
    unpublish: {
      dialogId: 'unpublish',
      keep: 'Huỷ',
      title: 'Gỡ bài viết xuống?',
      text: 'Bạn đọc sẽ không mở được bài này nữa. Bản nháp vẫn được giữ, bạn có thể xuất bản lại bất cứ lúc nào.',
      done: 'Đã gỡ bài viết xuống. Bạn đọc không còn mở được bài này.',
    },
    history: {
      back: '← Quay lại bài viết',
      untitled: 'Bài chưa có tiêu đề',
      neverPublished: 'Bài viết chưa được xuất bản lần nào.',
    },
  },
  product: {
    kind: 'product',
    liveLink: 'Xem sản phẩm trên trang',
    openLive: 'Xem sản phẩm',
    offline: 'Không gửi được vì mất kết nối mạng. Sản phẩm vẫn ở đây; hãy thử lại.',
    saveHint: {
      live: 'Lưu nháp giữ lại thay đổi mà không đăng: khách vẫn thấy bản đang đăng cho đến khi bấm Cập nhật.',
      unseen: 'Lưu nháp giữ lại sản phẩm mà không đăng: chưa khách nào thấy sản phẩm này cho đến khi bấm Xuất bản.',
    },
    unpublish: {
      dialogId: 'product-unpublish',
      keep: 'Không',
      title: 'Gỡ sản phẩm xuống?',
      text: 'Khách sẽ không mở được trang sản phẩm này và báo giá không còn tính nó. Bản nháp và lịch sử vẫn được giữ, bạn có thể xuất bản lại bất cứ lúc nào.',
      done: 'Đã gỡ sản phẩm xuống. Khách không còn mở được trang này, báo giá không còn tính sản phẩm này.',
    },
    unschedule: unscheduleWords('Sản phẩm'),
    history: {
      back: '← Quay lại sản phẩm',
      untitled: 'Sản phẩm chưa có tên',
      neverPublished: 'Sản phẩm chưa được xuất bản lần nào.',
    },
  },
  faq: {
    kind: 'faq',
    liveLink: 'Xem câu hỏi trên trang chủ',
    openLive: 'Xem câu hỏi',
    offline: 'Không gửi được vì mất kết nối mạng. Câu hỏi vẫn ở đây; hãy thử lại.',
    saveHint: {
      live: 'Lưu nháp giữ lại thay đổi mà không đăng: khách vẫn thấy câu trả lời đang đăng cho đến khi bấm Cập nhật.',
      unseen: 'Lưu nháp giữ lại câu hỏi mà không đăng: chưa khách nào thấy câu hỏi này cho đến khi bấm Xuất bản.',
    },
    unpublish: {
      dialogId: 'faq-unpublish',
      keep: 'Không',
      title: 'Gỡ câu hỏi xuống?',
      text: 'Câu hỏi sẽ không còn trên trang chủ, trang báo giá và kết quả tìm kiếm. Bản nháp và lịch sử vẫn được giữ để xuất bản lại khi cần.',
      done: 'Đã gỡ câu hỏi xuống. Khách không còn thấy câu hỏi này.',
    },
    unschedule: unscheduleWords('Câu hỏi'),
    history: {
      back: '← Quay lại câu hỏi',
      untitled: 'Câu hỏi chưa có nội dung',
      neverPublished: 'Câu hỏi chưa được xuất bản lần nào.',
    },
  },
  story: {
    kind: 'story',
    liveLink: 'Xem câu chuyện trên trang',
    openLive: 'Xem câu chuyện',
    offline: 'Không gửi được vì mất kết nối mạng. Câu chuyện vẫn ở đây; hãy thử lại.',
    saveHint: {
      live: 'Lưu nháp giữ lại thay đổi mà không đăng: khách vẫn thấy bản đang đăng cho đến khi bấm Cập nhật.',
      unseen: 'Lưu nháp giữ lại câu chuyện mà không đăng: chưa khách nào thấy câu chuyện này cho đến khi bấm Xuất bản.',
    },
    unpublish: {
      dialogId: 'story-unpublish',
      keep: 'Không',
      title: 'Gỡ câu chuyện xuống?',
      text: 'Khách sẽ không mở được câu chuyện này, và thẻ của nó không còn trên trang chủ. Bản nháp và lịch sử vẫn được giữ để xuất bản lại khi cần.',
      done: 'Đã gỡ câu chuyện xuống. Khách không còn mở được trang này.',
    },
    unschedule: unscheduleWords('Câu chuyện'),
    history: {
      back: '← Quay lại câu chuyện',
      untitled: 'Câu chuyện chưa có tiêu đề',
      neverPublished: 'Câu chuyện chưa được xuất bản lần nào.',
    },
  },
} as const satisfies Record<ContentKind, KindWords>;
