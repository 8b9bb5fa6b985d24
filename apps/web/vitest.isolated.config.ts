import { defineProject } from 'vitest/config';
import { ISOLATED_TEST_FILES, webProject } from './vitest.shared';

// The web tests that need a fresh module graph (vitest.shared.ts), each file in its own.
export default defineProject(webProject({ name: 'web-isolated', include: ISOLATED_TEST_FILES }));
