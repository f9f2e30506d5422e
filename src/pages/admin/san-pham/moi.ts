import type { APIRoute } from 'astro';
import { editorPath } from '@/lib/content/content-kinds';
import { createDraft } from '@/server/content/content.service';
import { productRules } from '@/server/content/product-rules';
import { getDb } from '@/server/db/instance';

export const prerender = false;

export { postOnly as ALL } from '@/server/http/request-guard';

/** 'Thêm sản phẩm': starts an empty draft and opens it in the editor. */
export const POST: APIRoute = async ({ locals, redirect }) => {
  const id = await createDraft(getDb(), productRules, locals.staff!);
  return redirect(editorPath('product', id), 303);
};
