import type { APIRoute } from 'astro';
import { handleAssistantRequest } from '@/server/assistant';
import { freeDaysNow } from '@/server/booking';

export const prerender = false;

export { postOnly as ALL } from '@/server/http/request-guard';

/** POST /api/assistant: a visitor's question, answered as NDJSON (docs/assistant.md); 'đặt lịch demo' gets the booking calendar's free times. */
export const POST: APIRoute = (context) => handleAssistantRequest(context, freeDaysNow);
