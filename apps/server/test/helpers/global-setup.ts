import type { TestProject } from 'vitest/node';
import { createTemplate } from './test-database';

/** Migrates and seeds one template database per run; each test file copies it (fast and fresh). */
export default async function setup(project: TestProject) {
  const { template, dispose } = await createTemplate();
  project.provide('databaseTemplate', template);
  return dispose;
}
