import { zodResolver } from '@hookform/resolvers/zod';
import { LoginBodySchema } from '@procounter/shared/contracts/auth';
import { formErrorMap } from '@/lib/form-errors';

/** The login form's validation: the shared contract of POST /login, loaded with the form's first use. */
export const loginResolver = zodResolver(LoginBodySchema, { error: formErrorMap });
