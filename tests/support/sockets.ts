/** The address of the realtime socket (/ws) of a server at `baseUrl` (http://host:port). */
export const socketUrl = (baseUrl: string) => `${baseUrl.replace(/^http/, 'ws')}/ws`;
