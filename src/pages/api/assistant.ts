import type { APIRoute } from 'astro';
import { handleAssistantRequest } from '@/server/assistant';

export const prerender = false;

export { postOnly as ALL } from '@/server/http/request-guard';

/** POST /api/assistant: a visitor's question, answered as NDJSON (docs/assistant.md). */
export const POST: APIRoute = (context) => handleAssistantRequest(context);
