import type { ReactNode } from 'react';
import { ArticleListActions } from '@/components/content/editor/article-list-actions';
import { FaqListIntro } from '@/components/content/faq-editor/faq-list-intro';
import { StoryPage } from '@/components/customers/story-page';
import { ArticlePage } from '@/components/news/article-page';
import { ProductDetail } from '@/components/products/product-detail';
import { Faq } from '@/components/sections/faq';
import type { ContentKind } from '@/lib/content/content-kinds';
import ArticleEditor from './kind-pages/article-editor.astro';
import ArticlePreviewScripts from './kind-pages/article-preview-scripts.astro';
import FaqEditor from './kind-pages/faq-editor.astro';
import ProductEditor from './kind-pages/product-editor.astro';
import StoryEditor from './kind-pages/story-editor.astro';

// A kind's part takes what the server reads for that kind (content/editor-pages.ts), and the route
// pairs the two by kind: typed here by what every part accepts.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one shape of data per kind
type KindPart = (props: any) => any;

/** What the editors' pages of a kind (pages/admin/[kind]) say and show that the other kinds' do not. */
export interface KindPages {
  list: {
    /** The page's title and heading. */
    title: string;
    description: string;
    /** The new draft's button. */
    newDraft: string;
    /** An item without a title, in the list. */
    untitled: string;
    /** Around the new draft's button (`children`): whatever the kind shows beside it. */
    Actions: (props: { children?: ReactNode }) => ReactNode;
    /** Between the heading and the items, told how many questions the assistant could not answer. */
    Intro?: (props: { unanswered: number }) => ReactNode;
  };
  editor: {
    /** The page's title while the item has none. */
    untitled: string;
    description: string;
    /** The page's frame: articles get the width of their settings beside the text. */
    frame: string;
    /** The link back to the list. */
    back: string;
    /** The kind's editor island, hydrated at once. */
    Island: KindPart;
  };
  history: { description: string };
  preview: {
    /** After 'Xem trước: ' while the draft has no title. */
    untitled: string;
    /** Readers' page of the kind holds long text (root.astro's `longText`). */
    longText: boolean;
    /** Readers' page of the kind, the body as its children. */
    Page: KindPart;
    /** Scripts readers' page of the kind runs. */
    Scripts?: KindPart;
  };
}

/** The new draft's button with nothing beside it. */
const newDraftAlone = ({ children }: { children?: ReactNode }) => children;

const editorFrame = 'mx-auto grid max-w-4xl gap-6 px-4 py-8 sm:px-6';

/** Each kind's. */
export const kindPages: Record<ContentKind, KindPages> = {
  article: {
    list: {
      title: 'Bài viết',
      description: 'Viết, sửa và xuất bản tin tức.',
      newDraft: 'Viết bài mới',
      untitled: '(Bài chưa có tiêu đề)',
      Actions: ArticleListActions,
    },
    editor: {
      untitled: 'Bài viết mới',
      description: 'Soạn bài viết.',
      frame: 'mx-auto grid max-w-6xl gap-4 px-4 py-6 sm:px-6',
      back: '← Tất cả bài viết',
      Island: ArticleEditor,
    },
    history: { description: 'Các lần xuất bản của bài viết.' },
    preview: {
      untitled: 'Bài viết chưa có tiêu đề',
      longText: true,
      Page: ArticlePage,
      Scripts: ArticlePreviewScripts,
    },
  },
  product: {
    list: {
      title: 'Sản phẩm',
      description: 'Thêm, sửa và xuất bản sản phẩm phần cứng.',
      newDraft: 'Thêm sản phẩm',
      untitled: '(Sản phẩm chưa có tên)',
      Actions: newDraftAlone,
    },
    editor: {
      untitled: 'Sản phẩm mới',
      description: 'Soạn sản phẩm.',
      frame: editorFrame,
      back: '← Tất cả sản phẩm',
      Island: ProductEditor,
    },
    history: { description: 'Các lần xuất bản của sản phẩm.' },
    preview: { untitled: 'Sản phẩm chưa có tên', longText: true, Page: ProductDetail },
  },
  faq: {
    list: {
      title: 'Câu hỏi thường gặp',
      description: 'Thêm, sửa, sắp xếp và xuất bản câu hỏi thường gặp.',
      newDraft: 'Thêm câu hỏi',
      untitled: '(Câu hỏi chưa có nội dung)',
      Actions: newDraftAlone,
      Intro: FaqListIntro,
    },
    editor: {
      untitled: 'Câu hỏi mới',
      description: 'Soạn câu hỏi thường gặp.',
      frame: editorFrame,
      back: '← Tất cả câu hỏi',
      Island: FaqEditor,
    },
    history: { description: 'Các lần xuất bản của câu hỏi.' },
    // The landing page's list of questions, the draft's open.
    preview: { untitled: 'Câu hỏi chưa có nội dung', longText: false, Page: Faq },
  },
  story: {
    list: {
      title: 'Câu chuyện khách hàng',
      description: 'Thêm, sửa và xuất bản câu chuyện khách hàng.',
      newDraft: 'Thêm câu chuyện',
      untitled: '(Câu chuyện chưa có tiêu đề)',
      Actions: newDraftAlone,
    },
    editor: {
      untitled: 'Câu chuyện mới',
      description: 'Soạn câu chuyện khách hàng.',
      frame: editorFrame,
      back: '← Tất cả câu chuyện',
      Island: StoryEditor,
    },
    history: { description: 'Các lần xuất bản của câu chuyện.' },
    preview: { untitled: 'Câu chuyện chưa có tiêu đề', longText: true, Page: StoryPage },
  },
};
