/** The notification hub's event names, apart from the schemas: the web app's header reads them. */
export const hubEvents = { receiveNotification: 'ReceiveNotification' } as const;
