export const chatKeys = {
  all: ['chat'] as const,
  queue: ['chat', 'queue'] as const,
  messages: (sessionId: number) => ['chat', 'messages', sessionId] as const,
  availability: ['chat', 'availability'] as const,
  mine: ['chat', 'mine'] as const,
};
