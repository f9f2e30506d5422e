import { useEffect, useRef, useState } from 'react';
import type * as React from 'react';
import { FormAlert, FormNotice } from '@/components/admin/form-message';
import type { ArticleFields } from '@/lib/content/article-fields';
import { editorPath, type ContentStatus } from '@/lib/content/content-kinds';
import { contentEndpoints } from '@/lib/content/editor-api';
import type { StoredImage } from '@/lib/content/image-urls';
import { ArticleFieldsForm } from './article-fields-form';
import { uploadImage as uploadToStore } from './content-requests';
import { fieldId, firstInvalid, type FieldErrors, type FieldName } from './field-errors';
import { PublishBar } from './publish-bar';
import { ConflictAlert } from './save-status';
import { leftSlug, slugFollowsAtStart, typedSlug, withTitle } from './slug-follow';
import { useArticleActions } from './use-article-actions';
import { useAutosave } from './use-autosave';

/** What the article editor page gives the editor. */
export interface ArticleEditorProps {
  itemId: string;
  initial: ArticleFields;
  version: number;
  status: ContentStatus;
  /** ISO-8601 UTC of a scheduled publication. */
  publishAt: string | null;
  publicHref: string | null;
  previewHref: string;
  historyHref: string;
  everPublished: boolean;
  /** The stored cover (its size for the preview), when the draft has one. */
  coverImage?: StoredImage | null;
  categories: Array<{ id: string; name: string }>;
  authors: Array<{ id: string; name: string }>;
  /** The upload (the tests replace it). */
  uploadImage?: (file: File) => Promise<StoredImage>;
}

const seoFields = new Set<FieldName>(['seoTitle', 'seoDescription']);

/** The whole article form: fields, autosave, preview, publish, schedule, unpublish. */
export function ArticleEditor(props: ArticleEditorProps) {
  const { itemId, initial, previewHref, historyHref, categories, authors, uploadImage = uploadToStore } = props;
  const [fields, setFields] = useState(initial);
  const fieldsRef = useRef(initial);
  const [follows, setFollows] = useState(() => slugFollowsAtStart(initial, props.everPublished));
  const [everPublished, setEverPublished] = useState(props.everPublished);
  const [cover, setCover] = useState<StoredImage | null>(props.coverImage ?? null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const seoRef = useRef<HTMLDetailsElement>(null);
  const { saver, snapshot } = useAutosave({
    version: props.version,
    fields: initial,
    saveUrl: contentEndpoints.save(itemId),
  });
  const actions = useArticleActions({
    itemId,
    saver,
    status: props.status,
    publicHref: props.publicHref,
    publishAt: props.publishAt,
    onFieldErrors: (next) => {
      setErrors(next);
      if (firstInvalid(next)) setFocusRequest((count) => count + 1);
    },
    onPublished: () => {
      setEverPublished(true);
      setFollows(false);
    },
  });
  const conflict = snapshot.state.kind === 'conflict' ? snapshot.state.message : null;
  const busy = actions.acting || conflict !== null;

  useEffect(() => {
    const name = firstInvalid(errors);
    if (!focusRequest || !name) return;
    if (seoFields.has(name) && seoRef.current) seoRef.current.open = true;
    document.getElementById(fieldId(name))?.focus();
    // Only a new refusal moves the focus (`errors` is left out: clearing one while typing must not).
  }, [focusRequest]);

  function commit(next: ArticleFields, changed: Array<keyof ArticleFields>) {
    fieldsRef.current = next;
    setFields(next);
    saver.edit(next);
    if (changed.some((name) => errors[name])) {
      setErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([name]) => !changed.includes(name as keyof ArticleFields))),
      );
    }
  }

  const change = (patch: Partial<ArticleFields>) =>
    commit({ ...fieldsRef.current, ...patch }, Object.keys(patch) as Array<keyof ArticleFields>);

  function onPreview(event: React.MouseEvent<HTMLAnchorElement>) {
    if (!snapshot.unsaved || conflict) return;
    // Open the tab now (a later window.open is taken for a pop-up), load the preview once saved.
    event.preventDefault();
    const tab = window.open('', '_blank');
    void saver.flush().then(() => {
      if (tab) tab.location.href = previewHref;
      else window.location.assign(previewHref);
    });
  }

  return (
    <div className="grid min-w-0 gap-6">
      {conflict && <ConflictAlert message={conflict} reloadHref={editorPath('article', itemId)} />}
      {actions.outcome?.tone === 'alert' && <FormAlert>{actions.outcome.text}</FormAlert>}
      {actions.outcome?.tone === 'notice' && (
        <FormNotice>
          {actions.outcome.text}{' '}
          {actions.outcome.href && (
            <a href={actions.outcome.href} className="text-primary underline underline-offset-4">
              Xem bài viết
            </a>
          )}
        </FormNotice>
      )}
      <PublishBar
        status={actions.status}
        scheduledAt={actions.scheduledAt}
        liveHref={actions.liveHref}
        snapshot={snapshot}
        busy={busy}
        previewHref={previewHref}
        historyHref={historyHref}
        scheduleError={errors.publishAt}
        onSave={() => void saver.flush()}
        onPreview={onPreview}
        onPublish={() => void actions.act('publish')}
        onSchedule={(at) => void actions.act('schedule', at)}
        onUnpublish={() => void actions.act('unpublish')}
      />
      <ArticleFieldsForm
        fields={fields}
        errors={errors}
        slugFollows={follows}
        everPublished={everPublished}
        coverImage={cover?.id === fields.coverImageId ? cover : null}
        categories={categories}
        authors={authors}
        onTitle={(title) => commit(withTitle(fieldsRef.current, title, follows), ['title', 'slug'])}
        onSlug={(slug) => {
          setFollows(false);
          change({ slug: typedSlug(slug) });
        }}
        onSlugLeft={() => {
          const left = leftSlug(fieldsRef.current, everPublished);
          setFollows(left.follows);
          if (left.slug !== fieldsRef.current.slug) change({ slug: left.slug });
        }}
        onCover={(image) => {
          setCover(image);
          change({ coverImageId: image.id });
        }}
        onChange={change}
        uploadImage={uploadImage}
        seoRef={seoRef}
      />
    </div>
  );
}
