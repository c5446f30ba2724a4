import type { Request } from 'express';
import type { AppServices } from '../services/appServices';

/** The services of each assembled app, found from a request by the app serving it. */
const servicesOfApp = new WeakMap<object, AppServices>();

/** Gives an app its services; called once by createApp. */
export function provideAppServices(app: Request['app'], services: AppServices): void {
  servicesOfApp.set(app, services);
}

/** The services of the app serving this request; read by requestContextOf only (services get `ctx.services`). */
export function appServicesOf(req: Request): AppServices {
  const services = servicesOfApp.get(req.app);
  if (!services) throw new Error('createApp did not provide the app services');
  return services;
}
