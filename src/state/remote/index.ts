export { useRemoteData, type RemoteData } from './useRemoteData';
export { usePrivateData } from './usePrivateData';
export { liveOrRest$, type RemotePatch } from './liveOrRest';
