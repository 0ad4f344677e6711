import { DynamicModule, ForwardReference, Provider, Type } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { ClsPluginTransactional } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { getDataSourceToken, TypeOrmModule } from '@nestjs/typeorm';
import { ClsModule } from 'nestjs-cls';

/**
 * The context a request or a job runs in: its correlation id and the room a `@Transactional` use case keeps its
 * transaction in. The API opens one per request that may write (`requestContext` middleware), the worker one per
 * job (`@UseCls`).
 */
export const contextModule = (): DynamicModule =>
  withoutGlobalEnhancers(
    ClsModule.forRoot({
      global: true,
      plugins: [
        new ClsPluginTransactional({
          imports: [TypeOrmModule],
          adapter: new TransactionalAdapterTypeOrm({ dataSourceToken: getDataSourceToken() }),
        }),
      ],
    }),
  );

/**
 * `ClsModule.forRoot` always registers a global guard and a global interceptor, no-ops unless they are mounted;
 * Nest would still run them around every request (an interceptor costs an rxjs pipeline per request). Contexts
 * are opened by middleware and `@UseCls` instead, so both are left out.
 */
function withoutGlobalEnhancers(module: DynamicModule): DynamicModule {
  return { ...module, imports: module.imports?.map((imported) => (isDynamicModule(imported) ? dropEnhancers(imported) : imported)) };
}

type Imported = Type | DynamicModule | Promise<DynamicModule> | ForwardReference;
const isDynamicModule = (imported: Imported): imported is DynamicModule => 'module' in imported;
const GLOBAL_ENHANCERS: unknown[] = [APP_GUARD, APP_INTERCEPTOR];
const isGlobalEnhancer = (provider: Provider): boolean => 'provide' in provider && GLOBAL_ENHANCERS.includes(provider.provide);
const dropEnhancers = (module: DynamicModule): DynamicModule => ({
  ...module,
  providers: module.providers?.filter((provider) => !isGlobalEnhancer(provider)),
});
