// Types of depcruise.config.mjs for the architecture test.
import type { ICruiseOptions, IForbiddenRuleType } from 'dependency-cruiser'

declare const config: { forbidden: IForbiddenRuleType[]; options: ICruiseOptions }
export default config
