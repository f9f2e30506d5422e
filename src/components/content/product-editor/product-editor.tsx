import { useEffect, useRef, useState } from 'react';
import type * as React from 'react';
import { FormNotice } from '@/components/admin/form-message';
import { editorPath, type ContentStatus } from '@/lib/content/content-kinds';
import { contentEndpoints } from '@/lib/content/editor-api';
import type { StoredImage } from '@/lib/content/image-urls';
import type { ProductFields } from '@/lib/content/product-fields';
import { slugFromTitle } from '@/lib/content/slug';
import { uploadImage as uploadToStore } from '../editor/content-requests';
import { ConflictAlert } from '../editor/save-status';
import { leftSlug, slugFollowsAtStart, typedSlug } from '../editor/slug-follow';
import { useAutosave } from '../editor/use-autosave';
import { controlIdOf, ErrorSummary, firstRefused } from './error-summary';
import { ProductFieldsForm } from './product-fields-form';
import { ProductPublishBar } from './publish-bar';
import { useProductActions } from './use-product-actions';

/** What the product editor page hands the island. */
export interface ProductEditorProps {
  itemId: string;
  initial: ProductFields;
  version: number;
  status: ContentStatus;
  /** ISO-8601 UTC of a scheduled publication. */
  publishAt: string | null;
  publicHref: string | null;
  previewHref: string;
  historyHref: string;
  /** Once live, the address no longer follows the name (an old address redirects, but links should stay). */
  everPublished: boolean;
  /** The stored illustration, when the draft has one. */
  image: StoredImage | null;
  /** The upload (the tests replace it). */
  uploadImage?: (file: File) => Promise<StoredImage>;
}

/** The whole product form: fields, autosave, preview, publish, schedule, unpublish (the article editor's saver and pieces). */
export function ProductEditor(props: ProductEditorProps) {
  const { itemId, initial, previewHref, historyHref, uploadImage = uploadToStore } = props;
  const [fields, setFields] = useState(initial);
  const fieldsRef = useRef(initial);
  const nameAndSlug = (current: ProductFields) => ({ title: current.name, slug: current.slug });
  const [follows, setFollows] = useState(() => slugFollowsAtStart(nameAndSlug(initial), props.everPublished));
  const [everPublished, setEverPublished] = useState(props.everPublished);
  const [image, setImage] = useState(props.image);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const { saver, snapshot } = useAutosave({
    version: props.version,
    fields: initial,
    saveUrl: contentEndpoints.save(itemId),
  });
  const actions = useProductActions({
    itemId,
    saver,
    status: props.status,
    publicHref: props.publicHref,
    publishAt: props.publishAt,
    onPublished: () => {
      setEverPublished(true);
      setFollows(false);
    },
  });
  const conflict = snapshot.state.kind === 'conflict' ? snapshot.state.message : null;
  const busy = actions.acting || conflict !== null;
  const outcome = actions.outcome;

  // A refusal marks its fields and moves the focus to the first of them; a success clears them.
  useEffect(() => {
    if (!outcome) return;
    const next = outcome.tone === 'alert' ? outcome.fieldErrors : {};
    setErrors(next);
    if (firstRefused(next)) setFocusRequest((count) => count + 1);
  }, [outcome]);
  useEffect(() => {
    const name = firstRefused(errors);
    if (focusRequest && name) document.getElementById(controlIdOf(name))?.focus();
    // Only a new refusal moves the focus (`errors` is left out: clearing one while typing must not).
  }, [focusRequest]);

  function commit(next: ProductFields, changed: Array<keyof ProductFields>) {
    fieldsRef.current = next;
    setFields(next);
    saver.edit(next);
    if (changed.some((name) => errors[name]))
      setErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([name]) => !changed.includes(name as keyof ProductFields))),
      );
  }
  const change = (patch: Partial<ProductFields>) =>
    commit({ ...fieldsRef.current, ...patch }, Object.keys(patch) as Array<keyof ProductFields>);

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
      <h1 className="text-2xl font-bold break-words">{fields.name.trim() || 'Sản phẩm mới'}</h1>
      {conflict && <ConflictAlert message={conflict} reloadHref={editorPath('product', itemId)} />}
      {outcome?.tone === 'alert' && <ErrorSummary message={outcome.text} errors={outcome.fieldErrors} />}
      {outcome?.tone === 'notice' && (
        <FormNotice>
          {outcome.text}{' '}
          {outcome.href && (
            <a href={outcome.href} className="text-primary underline underline-offset-4">
              Xem sản phẩm
            </a>
          )}
        </FormNotice>
      )}
      <ProductPublishBar
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
      <ProductFieldsForm
        fields={fields}
        errors={errors}
        image={image?.id === fields.imageId ? image : null}
        onName={(name) =>
          commit({ ...fieldsRef.current, name, ...(follows ? { slug: slugFromTitle(name) } : {}) }, ['name', 'slug'])
        }
        onSlug={(slug) => {
          setFollows(false);
          change({ slug: typedSlug(slug) });
        }}
        onSlugLeft={() => {
          const left = leftSlug(nameAndSlug(fieldsRef.current), everPublished);
          setFollows(left.follows);
          if (left.slug !== fieldsRef.current.slug) change({ slug: left.slug });
        }}
        onImage={(uploaded) => {
          setImage(uploaded);
          change({ imageId: uploaded.id });
        }}
        onChange={change}
        uploadImage={uploadImage}
      />
    </div>
  );
}
