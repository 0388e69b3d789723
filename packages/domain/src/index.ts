export * from './errors';
export * from './rules/event-status';
export * from './rules/money';
export * from './rules/refund-policy';
export * from './rules/roles';
export * from './schemas/common';
export * from './schemas/user';
