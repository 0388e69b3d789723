export * from './bookings';
export * from './categories';
export * from './community';
export * from './events';
export * from './payments';
export * from './relations';
export * from './test-provider';
export * from './users';
