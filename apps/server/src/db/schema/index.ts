export * from './auth';
export * from './constants';
export * from './features';
export * from './messages';
export * from './plates';
export * from './shops';
export * from './users';
export * from './vehicles';
