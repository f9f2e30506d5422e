// The assistant's entry point: what pages and other features call.
export { unansweredQuestionCount } from './unanswered-questions.ts';
