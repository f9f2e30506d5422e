// Leads as they arrive (the forms, the assistant's handovers): what pages and other features call.
export { conversationOf } from './conversation.repository.ts';
export { formMessages, handleLeadRequest } from './lead-request.ts';
