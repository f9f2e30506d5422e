// Leads as they arrive (the forms, the assistant's handovers): what pages and other features call.
export { conversationOf } from './conversation.repository.ts';
export { leadFormPage } from './lead-form-page.ts';
export { formMessages, handleLeadRequest, isLeadForm } from './lead-request.ts';
export { findContact } from './lead.repository.ts';
