// VehicleControlAPI: a car whose engine only starts with the doors locked and the brake pressed,
// which is what makes models loop and guess in the real runs.
import { numberOf, PyFloat, type JsonValue } from '../pyJson';
import type { ApiClass, Call } from './types';

const DOORS = ['driver', 'passenger', 'rear_left', 'rear_right'] as const;

interface Car {
  fuelLevel: number;
  batteryVoltage: number;
  engineState: 'stopped' | 'running';
  doorStatus: { [door: string]: 'locked' | 'unlocked' };
  brakePedal: 'pressed' | 'released';
  headLights: 'on' | 'off';
  acTemperature: number;
  fanSpeed: number;
  tirePressure: number[];
}

export class Vehicle implements ApiClass {
  readonly className = 'VehicleControlAPI';
  readonly functions = ['startEngine', 'lockDoors', 'pressBrakePedal', 'fillFuelTank', 'check_tire_pressure', 'setHeadlights', 'adjustClimateControl', 'displayCarStatus'] as const;
  private car: Car;
  private initial: Car;

  constructor(fuelLevel: number, unlockedDoors: readonly string[]) {
    const doorStatus: Car['doorStatus'] = {};
    for (const d of DOORS) doorStatus[d] = unlockedDoors.includes(d) ? 'unlocked' : 'locked';
    this.car = { fuelLevel, batteryVoltage: 12.6, engineState: 'stopped', doorStatus, brakePedal: 'released', headLights: 'off', acTemperature: 25, fanSpeed: 50, tirePressure: [32, 32, 30, 30] };
    this.initial = structuredClone(this.car);
  }

  state(): { [attr: string]: JsonValue } {
    const c = this.car;
    const unlocked = Object.values(c.doorStatus).filter((s) => s === 'unlocked').length;
    return {
      fuelLevel: new PyFloat(c.fuelLevel), batteryVoltage: new PyFloat(c.batteryVoltage), engine_state: c.engineState,
      remainingUnlockedDoors: unlocked, doorStatus: { ...c.doorStatus }, acTemperature: new PyFloat(c.acTemperature),
      fanSpeed: c.fanSpeed, acMode: 'auto', humidityLevel: new PyFloat(50), headLightStatus: c.headLights,
      parkingBrakeStatus: 'released', brakePedalStatus: c.brakePedal,
      frontLeftTirePressure: new PyFloat(c.tirePressure[0]!), frontRightTirePressure: new PyFloat(c.tirePressure[1]!),
      rearLeftTirePressure: new PyFloat(c.tirePressure[2]!), rearRightTirePressure: new PyFloat(c.tirePressure[3]!),
      distanceToNextVehicle: new PyFloat(50), cruiseStatus: 'inactive', destination: 'None', long_context: false,
    };
  }

  initialConfig(): { [key: string]: JsonValue } {
    const c = this.initial;
    return { fuelLevel: new PyFloat(c.fuelLevel), batteryVoltage: new PyFloat(c.batteryVoltage), engineState: c.engineState, doorStatus: { ...c.doorStatus } };
  }

  clone(): Vehicle {
    const twin = new Vehicle(0, []);
    twin.car = structuredClone(this.car);
    twin.initial = this.initial;
    return twin;
  }

  run(call: Call): JsonValue {
    const a = call.args;
    const c = this.car;
    switch (call.name) {
      case 'lockDoors': {
        const doors = Array.isArray(a.door) ? a.door.map(String) : [];
        for (const d of doors) if (d in c.doorStatus) c.doorStatus[d] = a.unlock === true ? 'unlocked' : 'locked';
        const left = Object.values(c.doorStatus).filter((s) => s === 'unlocked').length;
        return { lockStatus: a.unlock === true ? 'unlocked' : 'locked', remainingUnlockedDoors: left };
      }
      case 'pressBrakePedal':
        c.brakePedal = numberOf(a.pedalPosition ?? 0) > 0 ? 'pressed' : 'released';
        return { brakePedalStatus: c.brakePedal, brakePedalForce: new PyFloat(numberOf(a.pedalPosition ?? 0) * 1000) };
      case 'startEngine': {
        if (Object.values(c.doorStatus).includes('unlocked')) return { error: 'All doors must be locked before starting the engine.' };
        if (c.brakePedal !== 'pressed') return { error: 'Brake pedal needs to be pressed when starting the engine.' };
        c.engineState = a.ignitionMode === 'STOP' ? 'stopped' : 'running';
        return { engineState: c.engineState, fuelLevel: new PyFloat(c.fuelLevel), batteryVoltage: new PyFloat(c.batteryVoltage) };
      }
      case 'fillFuelTank': {
        const amount = numberOf(a.fuelAmount ?? 0);
        if (c.fuelLevel + amount > 50) return { error: 'Fuel tank capacity exceeded. The tank holds at most 50 gallons.' };
        c.fuelLevel = Math.round((c.fuelLevel + amount) * 10) / 10;
        return { fuelLevel: new PyFloat(c.fuelLevel) };
      }
      case 'check_tire_pressure': {
        const p = c.tirePressure;
        return { frontLeftTirePressure: new PyFloat(p[0]!), frontRightTirePressure: new PyFloat(p[1]!), rearLeftTirePressure: new PyFloat(p[2]!), rearRightTirePressure: new PyFloat(p[3]!), healthy_tire_pressure: p.every((x) => x >= 30 && x <= 35), car_info: {} };
      }
      case 'setHeadlights':
        c.headLights = a.mode === 'on' ? 'on' : 'off';
        return { headlightStatus: c.headLights };
      case 'adjustClimateControl':
        c.acTemperature = numberOf(a.temperature ?? c.acTemperature);
        c.fanSpeed = numberOf(a.fanSpeed ?? c.fanSpeed);
        return { currentACTemperature: new PyFloat(c.acTemperature), climateMode: String(a.mode ?? 'auto'), humidityLevel: new PyFloat(45) };
      default:
        return { status: { fuelLevel: new PyFloat(c.fuelLevel), engineState: c.engineState, doorStatus: { ...c.doorStatus } } };
    }
  }
}
