import type { FastifyReply, FastifyRequest } from 'fastify';
import { isTranslationKey, languageFromHeader, translate, type ServerLanguage } from '@server/platform/i18n';

/** RFC 9457 problem details, with field errors for validation. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  errors?: { path: string; message: string }[];
}

export function requestLanguage(request: FastifyRequest): ServerLanguage {
  return languageFromHeader(request.headers['accept-language']);
}

export function localise(language: ServerLanguage, text: string, params?: Record<string, string | number>): string {
  return isTranslationKey(text) ? translate(language, text, params) : text;
}

export function sendProblem(
  reply: FastifyReply,
  problem: Omit<Problem, 'type' | 'title'> & { title?: string },
): FastifyReply {
  const body: Problem = {
    type: 'about:blank',
    title: problem.title ?? problem.detail,
    ...problem,
  };
  return reply.status(problem.status).type('application/problem+json').send(body);
}
