import { RequestMethod } from '@nestjs/common';
import { GUARDS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type request from 'supertest';
import { StaffGuard } from '../src/modules/account/application/staff-only';
import type { Agent } from './auth';

export interface Route {
  method: string;
  path: string;
}

const joinPath = (...parts: string[]) =>
  `/${['api', ...parts]
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;

/**
 * Every controller route Nest knows, read from its metadata, with whether it is @StaffOnly() (behind the StaffGuard). Built
 * from the running app, so a route added tomorrow is in the table without anyone editing this test.
 */
export function discoverRoutes(app: NestExpressApplication): (Route & { staffOnly: boolean })[] {
  const discovery = app.get(DiscoveryService);
  const scanner = app.get(MetadataScanner);
  const routes: (Route & { staffOnly: boolean })[] = [];
  for (const wrapper of discovery.getControllers()) {
    const controller = wrapper.metatype as (new (...args: never[]) => object) | undefined;
    if (!controller || !wrapper.instance) continue;
    const prefixes = ([] as string[]).concat(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
    const prototype = Object.getPrototypeOf(wrapper.instance);
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name];
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (method === undefined) continue;
      const paths = ([] as string[]).concat(Reflect.getMetadata(PATH_METADATA, handler) ?? '');
      const staffOnly = [handler, controller].some((target) =>
        (Reflect.getMetadata(GUARDS_METADATA, target) ?? []).includes(StaffGuard),
      );
      for (const prefix of prefixes)
        for (const path of paths) routes.push({ method: RequestMethod[method], path: joinPath(prefix, path), staffOnly });
    }
  }
  return routes;
}

/** Route parameters get a well-formed id that names nothing. */
export const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');

export const send = (agent: Agent | ReturnType<typeof request>, route: Route) => {
  const call = (agent as Agent)[route.method.toLowerCase() as 'get' | 'post' | 'patch' | 'put' | 'delete'](concrete(route.path));
  return ['POST', 'PATCH', 'PUT'].includes(route.method) ? call.send({}) : call;
};
