// The station screens of the devices area (server list, weather station, cameras): a chunk of their own.
export { ServerPage as DeviceServer } from './server-page';
export { WeatherPage as WeatherStation } from './weather-page';
export { CameraPage as CameraMain } from './camera-page';
