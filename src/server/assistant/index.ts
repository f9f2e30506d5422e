// The assistant's entry point: what pages and other features call.
export { assistantConfig } from './assistant-config.ts';
export { handleAssistantRequest } from './assistant-request.ts';
export { answerOnPage } from './page-request.ts';
export { suggestedQuestions } from './suggested-questions.ts';
export { synonymsPage } from './synonyms-page.ts';
export { verifiedTurns } from './turn-seal.ts';
export { unansweredPage } from './unanswered-page.ts';
export { unansweredQuestionCount } from './unanswered-questions.ts';
