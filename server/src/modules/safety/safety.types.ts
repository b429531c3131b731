import { Field, InputType, ObjectType } from 'type-graphql';

@ObjectType({ simpleResolvers: true, description: 'next (safety and consent): someone to contact in a crisis.' })
export class SafetyContact {
  @Field(() => String) name: string;
  @Field(() => String, { nullable: true }) phone?: string | null;
}

@ObjectType({
  simpleResolvers: true,
  description: 'next (safety and consent): the six steps of a Stanley-Brown safety plan, plus reasons for living.',
})
export class SafetyPlan {
  @Field(() => [String]) warningSigns: string[];
  @Field(() => [String]) copingStrategies: string[];
  @Field(() => [String], { description: 'People and social settings that take the mind off things.' })
  distractions: string[];
  @Field(() => [SafetyContact]) peopleToAsk: SafetyContact[];
  @Field(() => [SafetyContact]) professionals: SafetyContact[];
  @Field(() => [String]) safeEnvironment: string[];
  @Field(() => [String]) reasonsForLiving: string[];
  @Field(() => Date) updatedAt: Date;
}

@InputType({ description: 'next (safety and consent)' })
export class SafetyContactInput {
  @Field(() => String) name: string;
  @Field(() => String, { nullable: true }) phone?: string | null;
}

@InputType({ description: 'next (safety and consent)' })
export class SafetyPlanInput {
  @Field(() => [String]) warningSigns: string[];
  @Field(() => [String]) copingStrategies: string[];
  @Field(() => [String]) distractions: string[];
  @Field(() => [SafetyContactInput]) peopleToAsk: SafetyContactInput[];
  @Field(() => [SafetyContactInput]) professionals: SafetyContactInput[];
  @Field(() => [String]) safeEnvironment: string[];
  @Field(() => [String]) reasonsForLiving: string[];
}
