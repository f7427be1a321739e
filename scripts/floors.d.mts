// Types of floors.mjs for the architecture tests and configs.
import type { ICruiseOptions, IForbiddenRuleType } from 'dependency-cruiser'

export declare const SRC: string
export declare function floorRule(
  name: string,
  from: string,
  allowed: string[],
  where: { test: string; doc: string },
): IForbiddenRuleType
export declare const noCircular: IForbiddenRuleType
export declare function floorViolations(
  config: { forbidden: IForbiddenRuleType[]; options: ICruiseOptions },
  workspaceDir: string,
  baseDir?: string,
): Promise<string[]>
