import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ simpleResolvers: true, description: 'next (progress over time): a ten-second mood check-in.' })
export class MoodEntry {
  @Field(() => ID) id: string;
  @Field(() => Int, { description: '1 (very low) to 5 (very good)' }) mood: number;
  @Field(() => String, { nullable: true }) note: string | null;
  @Field(() => [String]) tags: string[];
  @Field(() => Date) createdAt: Date;
}

@InputType({ description: 'next (progress over time)' })
export class MoodInput {
  @Field(() => Int) mood: number;
  @Field(() => String, { nullable: true }) note?: string | null;
  @Field(() => [String], { nullable: true }) tags?: string[] | null;
}
