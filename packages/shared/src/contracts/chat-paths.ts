// The live chat's calls (issue 24 part 4), apart from API (api-paths.ts): only the chat's own code
// asks for them, and every entry of API is in the JavaScript every page loads.
export const CHAT_API = {
  availability: '/chat/availability',
  sessions: '/chat/sessions',
  messages: (sessionId: number | string) => `/chat/sessions/${sessionId}/messages`,
  read: (sessionId: number | string) => `/chat/sessions/${sessionId}/read`,
  typing: (sessionId: number | string) => `/chat/sessions/${sessionId}/typing`,
  close: (sessionId: number | string) => `/chat/sessions/${sessionId}/close`,
  live: '/chat/live',
  supportChats: '/support/chats',
  supportTake: (sessionId: number | string) => `/support/chats/${sessionId}/take`,
} as const;
