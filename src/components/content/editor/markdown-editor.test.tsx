// @vitest-environment happy-dom
import type { Editor } from '@tiptap/react';
import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoredImage } from '@/lib/content/image-urls';
import { button, cleanup, click, render, settle, type } from './dom-test-helpers';
import { MarkdownEditor } from './markdown-editor';

afterEach(cleanup);

function Harness({
  initial,
  onChange,
  uploadImage = vi.fn(),
}: {
  initial: string;
  onChange: (markdown: string) => void;
  uploadImage?: (file: File) => Promise<StoredImage>;
}) {
  const [value, setValue] = useState(initial);
  return (
    <MarkdownEditor
      id="article-body"
      value={value}
      uploadImage={uploadImage}
      onChange={(markdown) => {
        setValue(markdown);
        onChange(markdown);
      }}
    />
  );
}

function editorOf(container: HTMLElement): Editor {
  const dom = container.querySelector('[contenteditable]') as (HTMLElement & { editor?: Editor }) | null;
  if (!dom?.editor) throw new Error('no editor');
  return dom.editor;
}

describe('MarkdownEditor', () => {
  it('names the editing area and every toolbar button in Vietnamese', async () => {
    const container = await render(<Harness initial="Xin chào" onChange={vi.fn()} />);
    const area = container.querySelector('#article-body')!;
    expect(area.getAttribute('contenteditable')).toBe('true');
    expect(document.getElementById(area.getAttribute('aria-labelledby')!)?.textContent).toBe('Nội dung');
    for (const name of [
      'Đậm',
      'Nghiêng',
      'Tiêu đề 2',
      'Tiêu đề 3',
      'Danh sách',
      'Danh sách số',
      'Trích dẫn',
      'Liên kết',
      'Bảng',
      'Ảnh',
      'Hoàn tác',
      'Làm lại',
    ])
      expect(button(container, name)?.type, name).toBe('button');
    expect(button(container, 'Đậm')?.getAttribute('aria-pressed')).toBe('false');
  });

  it('emits NFC Markdown and shows the pressed state of a mark', async () => {
    const onChange = vi.fn();
    const container = await render(<Harness initial="" onChange={onChange} />);
    const editor = editorOf(container);
    await click(button(container, 'Đậm'));
    await act(async () => editor.commands.insertContent('Tiếng Việt'.normalize('NFD')));
    expect(onChange).toHaveBeenLastCalledWith('**Tiếng Việt**');
    expect(button(container, 'Đậm')?.getAttribute('aria-pressed')).toBe('true');
  });

  it('emits nothing while an input method composes, and the whole word once it ends', async () => {
    const onChange = vi.fn();
    const container = await render(<Harness initial="Xin" onChange={onChange} />);
    const editor = editorOf(container);
    editor.commands.focus('end');
    await act(async () => editor.view.dom.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true })));
    expect(editor.view.composing).toBe(true);
    await act(async () => editor.commands.insertContent(' chào'));
    expect(onChange).not.toHaveBeenCalled();
    await act(async () =>
      editor.view.dom.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: 'chào' })),
    );
    await settle(80);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith('Xin chào');
  });

  it('refuses a javascript: link and adds a web link', async () => {
    const onChange = vi.fn();
    const container = await render(<Harness initial="" onChange={onChange} />);
    await click(button(container, 'Liên kết'));
    const input = container.querySelector<HTMLInputElement>('#article-body-link')!;
    await type(input, 'javascript:alert(1)');
    await click(button(container, 'Thêm liên kết'));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(container.querySelector('#article-body-link-error')?.textContent).toContain('không dùng được');
    expect(onChange).not.toHaveBeenCalled();
    await type(input, 'https://hotelix.vn/bao-gia');
    await click(button(container, 'Thêm liên kết'));
    expect(onChange).toHaveBeenLastCalledWith('[https://hotelix.vn/bao-gia](https://hotelix.vn/bao-gia)');
    expect(container.querySelector('#article-body-link')).toBeNull();
  });

  it('switches to raw Markdown and back without losing content', async () => {
    const onChange = vi.fn();
    const container = await render(<Harness initial={'## Giới thiệu\n\nĐoạn **một**.'} onChange={onChange} />);
    await click(button(container, 'Markdown'));
    const source = container.querySelector<HTMLTextAreaElement>('textarea#article-body')!;
    expect(source.value).toBe('## Giới thiệu\n\nĐoạn **một**.');
    expect(container.querySelectorAll('#article-body')).toHaveLength(1);
    await type(source, '## Giới thiệu\n\nĐoạn **một**.\n\n- thêm [xấu](javascript:alert(1))');
    expect(onChange).toHaveBeenLastCalledWith('## Giới thiệu\n\nĐoạn **một**.\n\n- thêm [xấu](javascript%3Aalert(1))');
    await click(button(container, 'Soạn thảo trực quan'));
    const area = container.querySelector('#article-body')!;
    expect(area.querySelector('h2')?.textContent).toBe('Giới thiệu');
    expect(area.querySelector('li')?.textContent).toBe('thêm xấu');
    expect(editorOf(container).getMarkdown()).toContain('Đoạn **một**.');
  });

  it('uploads an image, asks for its description, and inserts its widest WebP', async () => {
    const onChange = vi.fn();
    const image: StoredImage = { id: 'ab'.repeat(16), width: 1600, height: 900, avif: true };
    const uploadImage = vi.fn(async () => image);
    const container = await render(<Harness initial="" onChange={onChange} uploadImage={uploadImage} />);
    const picker = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    const pick = vi.spyOn(picker, 'click').mockImplementation(() => {});
    await click(button(container, 'Ảnh'));
    expect(pick).toHaveBeenCalled();
    const file = new File(['x'], 'le-tan.jpg', { type: 'image/jpeg' });
    Object.defineProperty(picker, 'files', { value: [file], configurable: true });
    await act(async () => picker.dispatchEvent(new Event('change', { bubbles: true })));
    await settle();
    expect(uploadImage).toHaveBeenCalledWith(file);
    await type(container.querySelector('#article-body-image-alt'), 'Quầy lễ tân [mới]');
    await click(button(container, 'Chèn ảnh'));
    expect(onChange).toHaveBeenLastCalledWith(`![Quầy lễ tân mới](/anh/${image.id}-1200.webp)`);
  });

  it('offers row, column and delete only inside a table', async () => {
    const container = await render(<Harness initial="" onChange={vi.fn()} />);
    expect(button(container, 'Thêm hàng')).toBeUndefined();
    await click(button(container, 'Bảng'));
    expect(button(container, 'Thêm hàng')).toBeDefined();
    await click(button(container, 'Thêm cột'));
    expect(container.querySelectorAll('#article-body tr:first-child th')).toHaveLength(4);
    await click(button(container, 'Xoá bảng'));
    expect(container.querySelector('#article-body table')).toBeNull();
  });
});
