// The operations feature's entry point: routes, scripts and other features import it, never its inner modules.
export { appliedMigrationNames } from './migration-status.repository.ts';
export { createOperationsHandler, isOperationsRequest } from './operations-request.ts';
export { claimRound } from './schedule-round.repository.ts';
