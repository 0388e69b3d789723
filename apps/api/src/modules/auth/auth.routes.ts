import {
  ApiErrorSchema,
  AuthResponseSchema,
  GoogleLoginBodySchema,
  LoginBodySchema,
  MessageResponseSchema,
  RegisterBodySchema,
} from '@ticketmela/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { msg } from '../../i18n/message';
import { translateFor } from '../../i18n/translate';
import { toUserDto } from '../users/user.serializer';
import { registerUser } from '../users/users.service';
import { loginWithGoogle, loginWithPassword } from './auth.service';
import { readKnownDevice, rememberDevice } from './known-device';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  409: ApiErrorSchema,
  429: ApiErrorSchema,
};

export const authRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  /** The known-device cookie travels over HTTPS only where the site is served over HTTPS. */
  const secure = config.mail.publicUrl.startsWith('https:');

  app.post(
    '/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account (e-mail, 10-digit phone, password)',
        description:
          'Answers the same whether or not the e-mail or phone already has an account: then nothing is created and the owner is told by e-mail (decision 0028).',
        body: RegisterBodySchema,
        response: { 201: MessageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await app.authRateLimiter.consumeRegistration(request.ip, request.body.email);
      await registerUser(app.db, request.body, new Date());
      return reply.status(201).send({ message: translateFor(request, msg('Account created successfully')) });
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with an e-mail or phone and a password',
        body: LoginBodySchema,
        response: { 200: AuthResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await app.authRateLimiter.consume(request.ip);
      const device = readKnownDevice(request, config.jwtSecret);
      const session = await loginWithPassword(app.db, request.body, config, new Date(), {
        throttle: app.signInThrottle,
        device,
      });
      rememberDevice(reply, { userId: session.user.id, current: device, secret: config.jwtSecret, secure });
      return { user: toUserDto(session.user), token: session.token };
    },
  );

  app.post(
    '/google',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a Google ID token; the first sign-in creates the account',
        body: GoogleLoginBodySchema,
        response: { 200: AuthResponseSchema, ...errors, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      await app.authRateLimiter.consume(request.ip);
      const session = await loginWithGoogle(app.db, request.body.credential, config, new Date());
      const device = readKnownDevice(request, config.jwtSecret);
      rememberDevice(reply, { userId: session.user.id, current: device, secret: config.jwtSecret, secure });
      return { user: toUserDto(session.user), token: session.token };
    },
  );
};
