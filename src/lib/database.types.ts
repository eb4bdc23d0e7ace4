export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  
  "public": {
          Tables: {
            "admins": {
                  Row: {
                    "created_at": string,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "created_at"?: string,"user_id": string
                  }
                  Update: {
                    "created_at"?: string,"user_id"?: string
                  }
                  Relationships: [
                    
                  ]
                },"analysts": {
                  Row: {
                    "created_at": string,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "created_at"?: string,"user_id": string
                  }
                  Update: {
                    "created_at"?: string,"user_id"?: string
                  }
                  Relationships: [
                    
                  ]
                },"audit_log": {
                  Row: {
                    "action": string,"actor_email": string | null,"actor_id": string | null,"actor_role": string,"after": Json | null,"before": Json | null,"created_at": string,"id": number,"reason": string | null,"target_email": string | null,"target_id": string | null,"target_table": string,"target_user_id": string | null
                  }
                  ComputedFields: never
                  Insert: {
                    "action": string,"actor_email"?: string | null,"actor_id"?: string | null,"actor_role": string,"after"?: Json | null,"before"?: Json | null,"created_at"?: string,"id"?: never,"reason"?: string | null,"target_email"?: string | null,"target_id"?: string | null,"target_table": string,"target_user_id"?: string | null
                  }
                  Update: {
                    "action"?: string,"actor_email"?: string | null,"actor_id"?: string | null,"actor_role"?: string,"after"?: Json | null,"before"?: Json | null,"created_at"?: string,"id"?: never,"reason"?: string | null,"target_email"?: string | null,"target_id"?: string | null,"target_table"?: string,"target_user_id"?: string | null
                  }
                  Relationships: [
                    
                  ]
                },"badges": {
                  Row: {
                    "description": string,"icon": string,"id": string,"name": string
                  }
                  ComputedFields: never
                  Insert: {
                    "description"?: string,"icon"?: string,"id": string,"name": string
                  }
                  Update: {
                    "description"?: string,"icon"?: string,"id"?: string,"name"?: string
                  }
                  Relationships: [
                    
                  ]
                },"billing_customers": {
                  Row: {
                    "created_at": string,"stripe_customer_id": string,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "created_at"?: string,"stripe_customer_id": string,"user_id": string
                  }
                  Update: {
                    "created_at"?: string,"stripe_customer_id"?: string,"user_id"?: string
                  }
                  Relationships: [
                    
                  ]
                },"billing_invoices": {
                  Row: {
                    "amount_due": number,"amount_paid": number,"billing_reason": string | null,"currency": string,"hosted_invoice_url": string | null,"id": string,"invoice_pdf": string | null,"last_event_id": string | null,"number": string | null,"paid_at": string | null,"period_end": string | null,"period_start": string | null,"status": string,"stripe_created": string,"stripe_customer_id": string,"subscription_id": string | null,"synced_at": string,"updated_at": string,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "amount_due": number,"amount_paid": number,"billing_reason"?: string | null,"currency": string,"hosted_invoice_url"?: string | null,"id": string,"invoice_pdf"?: string | null,"last_event_id"?: string | null,"number"?: string | null,"paid_at"?: string | null,"period_end"?: string | null,"period_start"?: string | null,"status": string,"stripe_created": string,"stripe_customer_id": string,"subscription_id"?: string | null,"synced_at": string,"updated_at"?: string,"user_id": string
                  }
                  Update: {
                    "amount_due"?: number,"amount_paid"?: number,"billing_reason"?: string | null,"currency"?: string,"hosted_invoice_url"?: string | null,"id"?: string,"invoice_pdf"?: string | null,"last_event_id"?: string | null,"number"?: string | null,"paid_at"?: string | null,"period_end"?: string | null,"period_start"?: string | null,"status"?: string,"stripe_created"?: string,"stripe_customer_id"?: string,"subscription_id"?: string | null,"synced_at"?: string,"updated_at"?: string,"user_id"?: string
                  }
                  Relationships: [
                    
                  ]
                },"billing_subscriptions": {
                  Row: {
                    "cancel_at_period_end": boolean,"canceled_at": string | null,"current_period_end": string | null,"current_period_start": string | null,"ended_at": string | null,"id": string,"last_event_id": string | null,"price_id": string | null,"status": string,"stripe_created": string,"stripe_customer_id": string,"synced_at": string,"updated_at": string,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "cancel_at_period_end"?: boolean,"canceled_at"?: string | null,"current_period_end"?: string | null,"current_period_start"?: string | null,"ended_at"?: string | null,"id": string,"last_event_id"?: string | null,"price_id"?: string | null,"status": string,"stripe_created": string,"stripe_customer_id": string,"synced_at": string,"updated_at"?: string,"user_id": string
                  }
                  Update: {
                    "cancel_at_period_end"?: boolean,"canceled_at"?: string | null,"current_period_end"?: string | null,"current_period_start"?: string | null,"ended_at"?: string | null,"id"?: string,"last_event_id"?: string | null,"price_id"?: string | null,"status"?: string,"stripe_created"?: string,"stripe_customer_id"?: string,"synced_at"?: string,"updated_at"?: string,"user_id"?: string
                  }
                  Relationships: [
                    
                  ]
                },"certificates": {
                  Row: {
                    "code": string,"credential": string | null,"holder_name": string,"id": string,"issued_at": string,"revocation_reason": string | null,"revoked_at": string | null,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "code"?: string,"credential"?: string | null,"holder_name": string,"id"?: string,"issued_at"?: string,"revocation_reason"?: string | null,"revoked_at"?: string | null,"user_id": string
                  }
                  Update: {
                    "code"?: string,"credential"?: string | null,"holder_name"?: string,"id"?: string,"issued_at"?: string,"revocation_reason"?: string | null,"revoked_at"?: string | null,"user_id"?: string
                  }
                  Relationships: [
                    
                  ]
                },"channel_mutes": {
                  Row: {
                    "channel_id": string,"muted_at": string,"muted_by": string | null,"muted_until": string | null,"reason": string,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "channel_id": string,"muted_at"?: string,"muted_by"?: string | null,"muted_until"?: string | null,"reason": string,"user_id": string
                  }
                  Update: {
                    "channel_id"?: string,"muted_at"?: string,"muted_by"?: string | null,"muted_until"?: string | null,"reason"?: string,"user_id"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "channel_mutes_channel_id_fkey"
      columns: ["channel_id"]
isOneToOne: false
      referencedRelation: "channel_overview"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "channel_mutes_channel_id_fkey"
      columns: ["channel_id"]
isOneToOne: false
      referencedRelation: "channels"
      referencedColumns: ["id"]
    }
                  ]
                },"channel_reads": {
                  Row: {
                    "channel_id": string,"last_read_at": string,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "channel_id": string,"last_read_at"?: string,"user_id"?: string
                  }
                  Update: {
                    "channel_id"?: string,"last_read_at"?: string,"user_id"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "channel_reads_channel_id_fkey"
      columns: ["channel_id"]
isOneToOne: false
      referencedRelation: "channel_overview"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "channel_reads_channel_id_fkey"
      columns: ["channel_id"]
isOneToOne: false
      referencedRelation: "channels"
      referencedColumns: ["id"]
    }
                  ]
                },"channels": {
                  Row: {
                    "access": string,"description": string,"group_name": string,"icon": string,"id": string,"level": string | null,"name": string,"position": number,"type": string
                  }
                  ComputedFields: never
                  Insert: {
                    "access": string,"description"?: string,"group_name": string,"icon"?: string,"id": string,"level"?: string | null,"name": string,"position": number,"type": string
                  }
                  Update: {
                    "access"?: string,"description"?: string,"group_name"?: string,"icon"?: string,"id"?: string,"level"?: string | null,"name"?: string,"position"?: number,"type"?: string
                  }
                  Relationships: [
                    
                  ]
                },"chart_bars": {
                  Row: {
                    "bucket_start": string,"channel_id": string,"close": number,"high": number,"interval": string,"low": number,"open": number,"symbol": string,"volume": number
                  }
                  ComputedFields: never
                  Insert: {
                    "bucket_start": string,"channel_id"?: string,"close": number,"high": number,"interval": string,"low": number,"open": number,"symbol": string,"volume": number
                  }
                  Update: {
                    "bucket_start"?: string,"channel_id"?: string,"close"?: number,"high"?: number,"interval"?: string,"low"?: number,"open"?: number,"symbol"?: string,"volume"?: number
                  }
                  Relationships: [
                    {
      foreignKeyName: "chart_bars_channel_id_fkey"
      columns: ["channel_id"]
isOneToOne: false
      referencedRelation: "channel_overview"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "chart_bars_channel_id_fkey"
      columns: ["channel_id"]
isOneToOne: false
      referencedRelation: "channels"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "chart_bars_symbol_fkey"
      columns: ["symbol"]
isOneToOne: false
      referencedRelation: "market_symbols"
      referencedColumns: ["symbol"]
    },{
      foreignKeyName: "chart_bars_symbol_fkey"
      columns: ["symbol"]
isOneToOne: false
      referencedRelation: "watchlist"
      referencedColumns: ["symbol"]
    }
                  ]
                },"chart_drawings": {
                  Row: {
                    "created_at": string,"geometry": NonNullable<Json>,"id": string,"kind": string,"symbol": string,"timeframe": string,"updated_at": string,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "created_at"?: string,"geometry": NonNullable<Json>,"id"?: string,"kind": string,"symbol": string,"timeframe": string,"updated_at"?: string,"user_id"?: string
                  }
                  Update: {
                    "created_at"?: string,"geometry"?: NonNullable<Json>,"id"?: string,"kind"?: string,"symbol"?: string,"timeframe"?: string,"updated_at"?: string,"user_id"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "chart_drawings_symbol_fkey"
      columns: ["symbol"]
isOneToOne: false
      referencedRelation: "market_symbols"
      referencedColumns: ["symbol"]
    },{
      foreignKeyName: "chart_drawings_symbol_fkey"
      columns: ["symbol"]
isOneToOne: false
      referencedRelation: "watchlist"
      referencedColumns: ["symbol"]
    }
                  ]
                },"chart_exercise_attempts": {
                  Row: {
                    "answer_choice": number | null,"answer_end_position": number | null,"answer_end_price": number | null,"answer_position": number | null,"answer_price": number | null,"answer_value": number | null,"created_at": string,"exercise_id": number,"id": number,"is_correct": boolean,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "answer_choice"?: number | null,"answer_end_position"?: number | null,"answer_end_price"?: number | null,"answer_position"?: number | null,"answer_price"?: number | null,"answer_value"?: number | null,"created_at"?: string,"exercise_id": number,"id"?: never,"is_correct": boolean,"user_id": string
                  }
                  Update: {
                    "answer_choice"?: number | null,"answer_end_position"?: number | null,"answer_end_price"?: number | null,"answer_position"?: number | null,"answer_price"?: number | null,"answer_value"?: number | null,"created_at"?: string,"exercise_id"?: number,"id"?: never,"is_correct"?: boolean,"user_id"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "chart_exercise_attempts_exercise_id_fkey"
      columns: ["exercise_id"]
isOneToOne: false
      referencedRelation: "chart_exercises"
      referencedColumns: ["id"]
    }
                  ]
                },"chart_exercise_bars": {
                  Row: {
                    "bucket_start": string,"close": number,"exercise_id": number,"high": number,"low": number,"open": number,"position": number
                  }
                  ComputedFields: never
                  Insert: {
                    "bucket_start": string,"close": number,"exercise_id": number,"high": number,"low": number,"open": number,"position": number
                  }
                  Update: {
                    "bucket_start"?: string,"close"?: number,"exercise_id"?: number,"high"?: number,"low"?: number,"open"?: number,"position"?: number
                  }
                  Relationships: [
                    {
      foreignKeyName: "chart_exercise_bars_exercise_id_fkey"
      columns: ["exercise_id"]
isOneToOne: false
      referencedRelation: "chart_exercises"
      referencedColumns: ["id"]
    }
                  ]
                },"chart_exercise_keys": {
                  Row: {
                    "accept_choice": number | null,"accept_from": number | null,"accept_high": number | null,"accept_low": number | null,"accept_to": number | null,"answer_position": number | null,"answer_price": number | null,"exercise_id": number,"explanation": string,"line_from": number | null,"line_from_price": number | null,"line_to": number | null,"line_to_price": number | null,"line_tolerance": number | null
                  }
                  ComputedFields: never
                  Insert: {
                    "accept_choice"?: number | null,"accept_from"?: number | null,"accept_high"?: number | null,"accept_low"?: number | null,"accept_to"?: number | null,"answer_position"?: number | null,"answer_price"?: number | null,"exercise_id": number,"explanation": string,"line_from"?: number | null,"line_from_price"?: number | null,"line_to"?: number | null,"line_to_price"?: number | null,"line_tolerance"?: number | null
                  }
                  Update: {
                    "accept_choice"?: number | null,"accept_from"?: number | null,"accept_high"?: number | null,"accept_low"?: number | null,"accept_to"?: number | null,"answer_position"?: number | null,"answer_price"?: number | null,"exercise_id"?: number,"explanation"?: string,"line_from"?: number | null,"line_from_price"?: number | null,"line_to"?: number | null,"line_to_price"?: number | null,"line_tolerance"?: number | null
                  }
                  Relationships: [
                    {
      foreignKeyName: "chart_exercise_keys_exercise_id_fkey"
      columns: ["exercise_id"]
isOneToOne: true
      referencedRelation: "chart_exercises"
      referencedColumns: ["id"]
    }
                  ]
                },"chart_exercises": {
                  Row: {
                    "answer_label": string | null,"choices": (string)[] | null,"id": number,"kind": string,"module_id": number,"position": number,"prompt": string,"title": string
                  }
                  ComputedFields: never
                  Insert: {
                    "answer_label"?: string | null,"choices"?: (string)[] | null,"id"?: never,"kind": string,"module_id": number,"position": number,"prompt": string,"title": string
                  }
                  Update: {
                    "answer_label"?: string | null,"choices"?: (string)[] | null,"id"?: never,"kind"?: string,"module_id"?: number,"position"?: number,"prompt"?: string,"title"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "chart_exercises_module_id_fkey"
      columns: ["module_id"]
isOneToOne: false
      referencedRelation: "module_progress_overview"
      referencedColumns: ["module_id"]
    },{
      foreignKeyName: "chart_exercises_module_id_fkey"
      columns: ["module_id"]
isOneToOne: false
      referencedRelation: "modules"
      referencedColumns: ["id"]
    }
                  ]
                },"chart_settings": {
                  Row: {
                    "indicators": NonNullable<Json>,"updated_at": string,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "indicators"?: NonNullable<Json>,"updated_at"?: string,"user_id"?: string
                  }
                  Update: {
                    "indicators"?: NonNullable<Json>,"updated_at"?: string,"user_id"?: string
                  }
                  Relationships: [
                    
                  ]
                },"dm_conversations": {
                  Row: {
                    "created_at": string,"id": string,"last_message_at": string | null,"member_a": string,"member_b": string,"started_by": string | null
                  }
                  ComputedFields: never
                  Insert: {
                    "created_at"?: string,"id"?: string,"last_message_at"?: string | null,"member_a": string,"member_b": string,"started_by"?: string | null
                  }
                  Update: {
                    "created_at"?: string,"id"?: string,"last_message_at"?: string | null,"member_a"?: string,"member_b"?: string,"started_by"?: string | null
                  }
                  Relationships: [
                    
                  ]
                },"dm_messages": {
                  Row: {
                    "body": string,"conversation_id": string,"created_at": string,"id": number,"sender_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "body": string,"conversation_id": string,"created_at"?: string,"id"?: never,"sender_id"?: string
                  }
                  Update: {
                    "body"?: string,"conversation_id"?: string,"created_at"?: string,"id"?: never,"sender_id"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "dm_messages_conversation_id_fkey"
      columns: ["conversation_id"]
isOneToOne: false
      referencedRelation: "dm_conversations"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "dm_messages_conversation_id_fkey"
      columns: ["conversation_id"]
isOneToOne: false
      referencedRelation: "my_conversations"
      referencedColumns: ["id"]
    }
                  ]
                },"dm_reads": {
                  Row: {
                    "conversation_id": string,"last_read_at": string,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "conversation_id": string,"last_read_at"?: string,"user_id": string
                  }
                  Update: {
                    "conversation_id"?: string,"last_read_at"?: string,"user_id"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "dm_reads_conversation_id_fkey"
      columns: ["conversation_id"]
isOneToOne: false
      referencedRelation: "dm_conversations"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "dm_reads_conversation_id_fkey"
      columns: ["conversation_id"]
isOneToOne: false
      referencedRelation: "my_conversations"
      referencedColumns: ["id"]
    }
                  ]
                },"earnings_reports": {
                  Row: {
                    "channel_id": string,"eps_actual": number | null,"eps_estimate": number,"fiscal_period": string,"id": number,"price_after": number | null,"price_before": number | null,"report_date": string,"reported_at": string | null,"revenue_actual": number | null,"revenue_estimate": number,"simulated": boolean,"symbol": string,"timing": string
                  }
                  ComputedFields: never
                  Insert: {
                    "channel_id"?: string,"eps_actual"?: number | null,"eps_estimate": number,"fiscal_period": string,"id"?: never,"price_after"?: number | null,"price_before"?: number | null,"report_date": string,"reported_at"?: string | null,"revenue_actual"?: number | null,"revenue_estimate": number,"simulated"?: boolean,"symbol": string,"timing": string
                  }
                  Update: {
                    "channel_id"?: string,"eps_actual"?: number | null,"eps_estimate"?: number,"fiscal_period"?: string,"id"?: never,"price_after"?: number | null,"price_before"?: number | null,"report_date"?: string,"reported_at"?: string | null,"revenue_actual"?: number | null,"revenue_estimate"?: number,"simulated"?: boolean,"symbol"?: string,"timing"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "earnings_reports_channel_id_fkey"
      columns: ["channel_id"]
isOneToOne: false
      referencedRelation: "channel_overview"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "earnings_reports_channel_id_fkey"
      columns: ["channel_id"]
isOneToOne: false
      referencedRelation: "channels"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "earnings_reports_symbol_fkey"
      columns: ["symbol"]
isOneToOne: false
      referencedRelation: "market_symbols"
      referencedColumns: ["symbol"]
    },{
      foreignKeyName: "earnings_reports_symbol_fkey"
      columns: ["symbol"]
isOneToOne: false
      referencedRelation: "watchlist"
      referencedColumns: ["symbol"]
    }
                  ]
                },"email_preferences": {
                  Row: {
                    "updated_at": string,"user_id": string,"weekly_digest": boolean
                  }
                  ComputedFields: never
                  Insert: {
                    "updated_at"?: string,"user_id": string,"weekly_digest"?: boolean
                  }
                  Update: {
                    "updated_at"?: string,"user_id"?: string,"weekly_digest"?: boolean
                  }
                  Relationships: [
                    {
      foreignKeyName: "email_preferences_user_id_fkey"
      columns: ["user_id"]
isOneToOne: true
      referencedRelation: "profiles"
      referencedColumns: ["id"]
    }
                  ]
                },"final_exam_attempts": {
                  Row: {
                    "correct": number | null,"id": string,"score": number | null,"started_at": string,"status": string,"submitted_at": string | null,"total": number,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "correct"?: number | null,"id"?: string,"score"?: number | null,"started_at"?: string,"status"?: string,"submitted_at"?: string | null,"total": number,"user_id": string
                  }
                  Update: {
                    "correct"?: number | null,"id"?: string,"score"?: number | null,"started_at"?: string,"status"?: string,"submitted_at"?: string | null,"total"?: number,"user_id"?: string
                  }
                  Relationships: [
                    
                  ]
                },"helpful_answers": {
                  Row: {
                    "answer_id": number,"marked_at": string,"marked_by": string | null,"thread_id": number
                  }
                  ComputedFields: never
                  Insert: {
                    "answer_id": number,"marked_at"?: string,"marked_by"?: string | null,"thread_id": number
                  }
                  Update: {
                    "answer_id"?: number,"marked_at"?: string,"marked_by"?: string | null,"thread_id"?: number
                  }
                  Relationships: [
                    {
      foreignKeyName: "helpful_answers_answer_id_fkey"
      columns: ["answer_id"]
isOneToOne: true
      referencedRelation: "channel_messages"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "helpful_answers_answer_id_fkey"
      columns: ["answer_id"]
isOneToOne: true
      referencedRelation: "messages"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "helpful_answers_thread_id_fkey"
      columns: ["thread_id"]
isOneToOne: true
      referencedRelation: "channel_messages"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "helpful_answers_thread_id_fkey"
      columns: ["thread_id"]
isOneToOne: true
      referencedRelation: "messages"
      referencedColumns: ["id"]
    }
                  ]
                },"hidden_messages": {
                  Row: {
                    "channel_id": string,"hidden_at": string,"message_id": number
                  }
                  ComputedFields: never
                  Insert: {
                    "channel_id": string,"hidden_at"?: string,"message_id": number
                  }
                  Update: {
                    "channel_id"?: string,"hidden_at"?: string,"message_id"?: number
                  }
                  Relationships: [
                    {
      foreignKeyName: "hidden_messages_channel_id_fkey"
      columns: ["channel_id"]
isOneToOne: false
      referencedRelation: "channel_overview"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "hidden_messages_channel_id_fkey"
      columns: ["channel_id"]
isOneToOne: false
      referencedRelation: "channels"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "hidden_messages_message_id_fkey"
      columns: ["message_id"]
isOneToOne: true
      referencedRelation: "channel_messages"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "hidden_messages_message_id_fkey"
      columns: ["message_id"]
isOneToOne: true
      referencedRelation: "messages"
      referencedColumns: ["id"]
    }
                  ]
                },"lesson_progress": {
                  Row: {
                    "lesson_id": number,"position_seconds": number,"updated_at": string,"user_id": string,"watched_at": string | null
                  }
                  ComputedFields: never
                  Insert: {
                    "lesson_id": number,"position_seconds"?: number,"updated_at"?: string,"user_id": string,"watched_at"?: string | null
                  }
                  Update: {
                    "lesson_id"?: number,"position_seconds"?: number,"updated_at"?: string,"user_id"?: string,"watched_at"?: string | null
                  }
                  Relationships: [
                    {
      foreignKeyName: "lesson_progress_lesson_id_fkey"
      columns: ["lesson_id"]
isOneToOne: false
      referencedRelation: "lessons"
      referencedColumns: ["id"]
    }
                  ]
                },"lesson_video_jobs": {
                  Row: {
                    "attempts": number,"error": string | null,"finished_at": string | null,"lesson_id": number,"queued_at": string,"started_at": string | null,"state": string,"updated_at": string
                  }
                  ComputedFields: never
                  Insert: {
                    "attempts"?: number,"error"?: string | null,"finished_at"?: string | null,"lesson_id": number,"queued_at"?: string,"started_at"?: string | null,"state"?: string,"updated_at"?: string
                  }
                  Update: {
                    "attempts"?: number,"error"?: string | null,"finished_at"?: string | null,"lesson_id"?: number,"queued_at"?: string,"started_at"?: string | null,"state"?: string,"updated_at"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "lesson_video_jobs_lesson_id_fkey"
      columns: ["lesson_id"]
isOneToOne: true
      referencedRelation: "lessons"
      referencedColumns: ["id"]
    }
                  ]
                },"lessons": {
                  Row: {
                    "captions_path": string | null,"chapters_path": string | null,"created_at": string,"duration_seconds": number,"id": number,"module_id": number,"notes": string,"position": number,"published": boolean,"title": string,"updated_at": string,"video_path": string | null,"video_url": string | null
                  }
                  ComputedFields: never
                  Insert: {
                    "captions_path"?: string | null,"chapters_path"?: string | null,"created_at"?: string,"duration_seconds"?: number,"id"?: never,"module_id": number,"notes"?: string,"position": number,"published"?: boolean,"title": string,"updated_at"?: string,"video_path"?: string | null,"video_url"?: string | null
                  }
                  Update: {
                    "captions_path"?: string | null,"chapters_path"?: string | null,"created_at"?: string,"duration_seconds"?: number,"id"?: never,"module_id"?: number,"notes"?: string,"position"?: number,"published"?: boolean,"title"?: string,"updated_at"?: string,"video_path"?: string | null,"video_url"?: string | null
                  }
                  Relationships: [
                    {
      foreignKeyName: "lessons_module_id_fkey"
      columns: ["module_id"]
isOneToOne: false
      referencedRelation: "module_progress_overview"
      referencedColumns: ["module_id"]
    },{
      foreignKeyName: "lessons_module_id_fkey"
      columns: ["module_id"]
isOneToOne: false
      referencedRelation: "modules"
      referencedColumns: ["id"]
    }
                  ]
                },"live_session_series": {
                  Row: {
                    "access": string,"capacity": number | null,"channel_id": string,"description": string,"duration_minutes": number,"frequency": string,"host_name": string,"id": number,"local_time": string,"time_zone": string,"title": string,"week_of_month": number | null,"weekday": number
                  }
                  ComputedFields: never
                  Insert: {
                    "access"?: string,"capacity"?: number | null,"channel_id": string,"description"?: string,"duration_minutes"?: number,"frequency": string,"host_name"?: string,"id"?: never,"local_time": string,"time_zone"?: string,"title": string,"week_of_month"?: number | null,"weekday": number
                  }
                  Update: {
                    "access"?: string,"capacity"?: number | null,"channel_id"?: string,"description"?: string,"duration_minutes"?: number,"frequency"?: string,"host_name"?: string,"id"?: never,"local_time"?: string,"time_zone"?: string,"title"?: string,"week_of_month"?: number | null,"weekday"?: number
                  }
                  Relationships: [
                    {
      foreignKeyName: "live_session_series_channel_id_fkey"
      columns: ["channel_id"]
isOneToOne: false
      referencedRelation: "channel_overview"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "live_session_series_channel_id_fkey"
      columns: ["channel_id"]
isOneToOne: false
      referencedRelation: "channels"
      referencedColumns: ["id"]
    }
                  ]
                },"live_sessions": {
                  Row: {
                    "access": string,"capacity": number | null,"channel_id": string,"description": string,"duration_minutes": number,"ended_at": string | null,"host_id": string | null,"host_name": string,"id": number,"join_url": string | null,"series_id": number | null,"started_at": string | null,"starts_at": string,"state": string,"title": string
                  }
                  ComputedFields: never
                  Insert: {
                    "access"?: string,"capacity"?: number | null,"channel_id": string,"description"?: string,"duration_minutes"?: number,"ended_at"?: string | null,"host_id"?: string | null,"host_name"?: string,"id"?: never,"join_url"?: string | null,"series_id"?: number | null,"started_at"?: string | null,"starts_at": string,"state"?: string,"title": string
                  }
                  Update: {
                    "access"?: string,"capacity"?: number | null,"channel_id"?: string,"description"?: string,"duration_minutes"?: number,"ended_at"?: string | null,"host_id"?: string | null,"host_name"?: string,"id"?: never,"join_url"?: string | null,"series_id"?: number | null,"started_at"?: string | null,"starts_at"?: string,"state"?: string,"title"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "live_sessions_channel_id_fkey"
      columns: ["channel_id"]
isOneToOne: false
      referencedRelation: "channel_overview"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "live_sessions_channel_id_fkey"
      columns: ["channel_id"]
isOneToOne: false
      referencedRelation: "channels"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "live_sessions_series_id_fkey"
      columns: ["series_id"]
isOneToOne: false
      referencedRelation: "live_session_series"
      referencedColumns: ["id"]
    }
                  ]
                },"market_alerts": {
                  Row: {
                    "channel_id": string,"created_at": string,"created_by": string | null,"detail": string,"headline": string,"id": number,"premium_only": boolean,"severity": string,"symbol": string | null
                  }
                  ComputedFields: never
                  Insert: {
                    "channel_id"?: string,"created_at"?: string,"created_by"?: string | null,"detail"?: string,"headline": string,"id"?: never,"premium_only"?: boolean,"severity"?: string,"symbol"?: string | null
                  }
                  Update: {
                    "channel_id"?: string,"created_at"?: string,"created_by"?: string | null,"detail"?: string,"headline"?: string,"id"?: never,"premium_only"?: boolean,"severity"?: string,"symbol"?: string | null
                  }
                  Relationships: [
                    {
      foreignKeyName: "market_alerts_channel_id_fkey"
      columns: ["channel_id"]
isOneToOne: false
      referencedRelation: "channel_overview"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "market_alerts_channel_id_fkey"
      columns: ["channel_id"]
isOneToOne: false
      referencedRelation: "channels"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "market_alerts_symbol_fkey"
      columns: ["symbol"]
isOneToOne: false
      referencedRelation: "market_symbols"
      referencedColumns: ["symbol"]
    },{
      foreignKeyName: "market_alerts_symbol_fkey"
      columns: ["symbol"]
isOneToOne: false
      referencedRelation: "watchlist"
      referencedColumns: ["symbol"]
    }
                  ]
                },"market_quotes": {
                  Row: {
                    "at": string,"bar_high": number,"bar_low": number,"bar_open": number,"bar_start": string,"bar_volume": number,"day_high": number,"day_low": number,"day_open": number,"day_start": string,"day_volume": number,"previous_close": number | null,"price": number,"simulated": boolean,"symbol": string
                  }
                  ComputedFields: never
                  Insert: {
                    "at": string,"bar_high": number,"bar_low": number,"bar_open": number,"bar_start": string,"bar_volume": number,"day_high": number,"day_low": number,"day_open": number,"day_start": string,"day_volume": number,"previous_close"?: number | null,"price": number,"simulated"?: boolean,"symbol": string
                  }
                  Update: {
                    "at"?: string,"bar_high"?: number,"bar_low"?: number,"bar_open"?: number,"bar_start"?: string,"bar_volume"?: number,"day_high"?: number,"day_low"?: number,"day_open"?: number,"day_start"?: string,"day_volume"?: number,"previous_close"?: number | null,"price"?: number,"simulated"?: boolean,"symbol"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "market_quotes_symbol_fkey"
      columns: ["symbol"]
isOneToOne: true
      referencedRelation: "market_symbols"
      referencedColumns: ["symbol"]
    },{
      foreignKeyName: "market_quotes_symbol_fkey"
      columns: ["symbol"]
isOneToOne: true
      referencedRelation: "watchlist"
      referencedColumns: ["symbol"]
    }
                  ]
                },"market_symbols": {
                  Row: {
                    "channel_id": string,"company_name": string,"on_watchlist": boolean,"position": number,"symbol": string
                  }
                  ComputedFields: never
                  Insert: {
                    "channel_id"?: string,"company_name": string,"on_watchlist"?: boolean,"position"?: number,"symbol": string
                  }
                  Update: {
                    "channel_id"?: string,"company_name"?: string,"on_watchlist"?: boolean,"position"?: number,"symbol"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "market_symbols_channel_id_fkey"
      columns: ["channel_id"]
isOneToOne: false
      referencedRelation: "channel_overview"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "market_symbols_channel_id_fkey"
      columns: ["channel_id"]
isOneToOne: false
      referencedRelation: "channels"
      referencedColumns: ["id"]
    }
                  ]
                },"member_blocks": {
                  Row: {
                    "blocked_id": string,"blocker_id": string,"created_at": string
                  }
                  ComputedFields: never
                  Insert: {
                    "blocked_id": string,"blocker_id"?: string,"created_at"?: string
                  }
                  Update: {
                    "blocked_id"?: string,"blocker_id"?: string,"created_at"?: string
                  }
                  Relationships: [
                    
                  ]
                },"member_heartbeats": {
                  Row: {
                    "seen_at": string,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "seen_at"?: string,"user_id": string
                  }
                  Update: {
                    "seen_at"?: string,"user_id"?: string
                  }
                  Relationships: [
                    
                  ]
                },"member_profiles": {
                  Row: {
                    "avatar_path": string | null,"bio": string,"experience": string | null,"links": (string)[],"show_certificate": boolean,"show_progress": boolean,"time_zone": string | null,"trading_style": string | null,"updated_at": string,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "avatar_path"?: string | null,"bio"?: string,"experience"?: string | null,"links"?: (string)[],"show_certificate"?: boolean,"show_progress"?: boolean,"time_zone"?: string | null,"trading_style"?: string | null,"updated_at"?: string,"user_id": string
                  }
                  Update: {
                    "avatar_path"?: string | null,"bio"?: string,"experience"?: string | null,"links"?: (string)[],"show_certificate"?: boolean,"show_progress"?: boolean,"time_zone"?: string | null,"trading_style"?: string | null,"updated_at"?: string,"user_id"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "member_profiles_user_id_fkey"
      columns: ["user_id"]
isOneToOne: true
      referencedRelation: "profiles"
      referencedColumns: ["id"]
    }
                  ]
                },"member_reports": {
                  Row: {
                    "created_at": string,"dm_message_id": number | null,"id": number,"member_id": string,"message_body": string,"note": string | null,"reason": string,"reporter_id": string,"resolution": string | null,"resolved_at": string | null,"resolved_by": string | null
                  }
                  ComputedFields: never
                  Insert: {
                    "created_at"?: string,"dm_message_id"?: number | null,"id"?: never,"member_id": string,"message_body"?: string,"note"?: string | null,"reason": string,"reporter_id"?: string,"resolution"?: string | null,"resolved_at"?: string | null,"resolved_by"?: string | null
                  }
                  Update: {
                    "created_at"?: string,"dm_message_id"?: number | null,"id"?: never,"member_id"?: string,"message_body"?: string,"note"?: string | null,"reason"?: string,"reporter_id"?: string,"resolution"?: string | null,"resolved_at"?: string | null,"resolved_by"?: string | null
                  }
                  Relationships: [
                    {
      foreignKeyName: "member_reports_dm_message_id_fkey"
      columns: ["dm_message_id"]
isOneToOne: false
      referencedRelation: "dm_messages"
      referencedColumns: ["id"]
    }
                  ]
                },"member_suspensions": {
                  Row: {
                    "reason": string,"suspended_at": string,"suspended_by": string | null,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "reason": string,"suspended_at"?: string,"suspended_by"?: string | null,"user_id": string
                  }
                  Update: {
                    "reason"?: string,"suspended_at"?: string,"suspended_by"?: string | null,"user_id"?: string
                  }
                  Relationships: [
                    
                  ]
                },"message_mentions": {
                  Row: {
                    "author_id": string | null,"channel_id": string,"created_at": string,"message_id": number,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "author_id"?: string | null,"channel_id": string,"created_at"?: string,"message_id": number,"user_id": string
                  }
                  Update: {
                    "author_id"?: string | null,"channel_id"?: string,"created_at"?: string,"message_id"?: number,"user_id"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "message_mentions_channel_id_fkey"
      columns: ["channel_id"]
isOneToOne: false
      referencedRelation: "channel_overview"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "message_mentions_channel_id_fkey"
      columns: ["channel_id"]
isOneToOne: false
      referencedRelation: "channels"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "message_mentions_message_id_fkey"
      columns: ["message_id"]
isOneToOne: false
      referencedRelation: "channel_messages"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "message_mentions_message_id_fkey"
      columns: ["message_id"]
isOneToOne: false
      referencedRelation: "messages"
      referencedColumns: ["id"]
    }
                  ]
                },"message_reactions": {
                  Row: {
                    "created_at": string,"message_id": number,"reaction": string,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "created_at"?: string,"message_id": number,"reaction": string,"user_id"?: string
                  }
                  Update: {
                    "created_at"?: string,"message_id"?: number,"reaction"?: string,"user_id"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "message_reactions_message_id_fkey"
      columns: ["message_id"]
isOneToOne: false
      referencedRelation: "channel_messages"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "message_reactions_message_id_fkey"
      columns: ["message_id"]
isOneToOne: false
      referencedRelation: "messages"
      referencedColumns: ["id"]
    }
                  ]
                },"message_reports": {
                  Row: {
                    "channel_id": string,"created_at": string,"id": number,"message_author_id": string | null,"message_body": string,"message_id": number | null,"note": string | null,"reason": string,"reporter_id": string,"resolution": string | null,"resolved_at": string | null,"resolved_by": string | null
                  }
                  ComputedFields: never
                  Insert: {
                    "channel_id": string,"created_at"?: string,"id"?: never,"message_author_id"?: string | null,"message_body"?: string,"message_id"?: number | null,"note"?: string | null,"reason": string,"reporter_id"?: string,"resolution"?: string | null,"resolved_at"?: string | null,"resolved_by"?: string | null
                  }
                  Update: {
                    "channel_id"?: string,"created_at"?: string,"id"?: never,"message_author_id"?: string | null,"message_body"?: string,"message_id"?: number | null,"note"?: string | null,"reason"?: string,"reporter_id"?: string,"resolution"?: string | null,"resolved_at"?: string | null,"resolved_by"?: string | null
                  }
                  Relationships: [
                    {
      foreignKeyName: "message_reports_channel_id_fkey"
      columns: ["channel_id"]
isOneToOne: false
      referencedRelation: "channel_overview"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "message_reports_channel_id_fkey"
      columns: ["channel_id"]
isOneToOne: false
      referencedRelation: "channels"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "message_reports_message_id_fkey"
      columns: ["message_id"]
isOneToOne: false
      referencedRelation: "channel_messages"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "message_reports_message_id_fkey"
      columns: ["message_id"]
isOneToOne: false
      referencedRelation: "messages"
      referencedColumns: ["id"]
    }
                  ]
                },"messages": {
                  Row: {
                    "author_id": string | null,"body": string,"channel_id": string,"created_at": string,"deleted_at": string | null,"edited_at": string | null,"id": number,"kind": string,"parent_id": number | null
                  }
                  ComputedFields: never
                  Insert: {
                    "author_id"?: string | null,"body": string,"channel_id": string,"created_at"?: string,"deleted_at"?: string | null,"edited_at"?: string | null,"id"?: never,"kind"?: string,"parent_id"?: number | null
                  }
                  Update: {
                    "author_id"?: string | null,"body"?: string,"channel_id"?: string,"created_at"?: string,"deleted_at"?: string | null,"edited_at"?: string | null,"id"?: never,"kind"?: string,"parent_id"?: number | null
                  }
                  Relationships: [
                    {
      foreignKeyName: "messages_channel_id_fkey"
      columns: ["channel_id"]
isOneToOne: false
      referencedRelation: "channel_overview"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "messages_channel_id_fkey"
      columns: ["channel_id"]
isOneToOne: false
      referencedRelation: "channels"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "messages_parent_id_fkey"
      columns: ["parent_id"]
isOneToOne: false
      referencedRelation: "channel_messages"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "messages_parent_id_fkey"
      columns: ["parent_id"]
isOneToOne: false
      referencedRelation: "messages"
      referencedColumns: ["id"]
    }
                  ]
                },"module_progress": {
                  Row: {
                    "attempt_count": number,"best_score": number,"last_attempt_at": string,"module_id": number,"passed_at": string | null,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "attempt_count"?: number,"best_score": number,"last_attempt_at"?: string,"module_id": number,"passed_at"?: string | null,"user_id": string
                  }
                  Update: {
                    "attempt_count"?: number,"best_score"?: number,"last_attempt_at"?: string,"module_id"?: number,"passed_at"?: string | null,"user_id"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "module_progress_module_id_fkey"
      columns: ["module_id"]
isOneToOne: false
      referencedRelation: "module_progress_overview"
      referencedColumns: ["module_id"]
    },{
      foreignKeyName: "module_progress_module_id_fkey"
      columns: ["module_id"]
isOneToOne: false
      referencedRelation: "modules"
      referencedColumns: ["id"]
    }
                  ]
                },"module_resources": {
                  Row: {
                    "id": number,"kind": string,"module_id": number,"path": string,"position": number,"premium": boolean | null,"summary": string,"title": string
                  }
                  ComputedFields: never
                  Insert: {
                    "id"?: never,"kind": string,"module_id": number,"path": string,"position": number,"premium"?: never,"summary"?: string,"title": string
                  }
                  Update: {
                    "id"?: never,"kind"?: string,"module_id"?: number,"path"?: string,"position"?: number,"premium"?: never,"summary"?: string,"title"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "module_resources_module_id_fkey"
      columns: ["module_id"]
isOneToOne: false
      referencedRelation: "module_progress_overview"
      referencedColumns: ["module_id"]
    },{
      foreignKeyName: "module_resources_module_id_fkey"
      columns: ["module_id"]
isOneToOne: false
      referencedRelation: "modules"
      referencedColumns: ["id"]
    }
                  ]
                },"modules": {
                  Row: {
                    "description": string,"duration": string,"id": number,"lesson_count": number,"level": string,"position": number,"thumbnail": string,"title": string,"video_url": string | null
                  }
                  ComputedFields: never
                  Insert: {
                    "description"?: string,"duration"?: string,"id": number,"lesson_count"?: number,"level": string,"position": number,"thumbnail"?: string,"title": string,"video_url"?: string | null
                  }
                  Update: {
                    "description"?: string,"duration"?: string,"id"?: number,"lesson_count"?: number,"level"?: string,"position"?: number,"thumbnail"?: string,"title"?: string,"video_url"?: string | null
                  }
                  Relationships: [
                    
                  ]
                },"notifications": {
                  Row: {
                    "alert_id": number | null,"body": string,"channel_id": string | null,"created_at": string,"id": number,"kind": string,"link": string,"message_id": number | null,"premium_only": boolean,"read_at": string | null,"session_id": number | null,"title": string,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "alert_id"?: number | null,"body"?: string,"channel_id"?: string | null,"created_at"?: string,"id"?: never,"kind": string,"link": string,"message_id"?: number | null,"premium_only"?: boolean,"read_at"?: string | null,"session_id"?: number | null,"title": string,"user_id": string
                  }
                  Update: {
                    "alert_id"?: number | null,"body"?: string,"channel_id"?: string | null,"created_at"?: string,"id"?: never,"kind"?: string,"link"?: string,"message_id"?: number | null,"premium_only"?: boolean,"read_at"?: string | null,"session_id"?: number | null,"title"?: string,"user_id"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "notifications_alert_id_fkey"
      columns: ["alert_id"]
isOneToOne: false
      referencedRelation: "market_alerts"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "notifications_channel_id_fkey"
      columns: ["channel_id"]
isOneToOne: false
      referencedRelation: "channel_overview"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "notifications_channel_id_fkey"
      columns: ["channel_id"]
isOneToOne: false
      referencedRelation: "channels"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "notifications_message_id_fkey"
      columns: ["message_id"]
isOneToOne: false
      referencedRelation: "channel_messages"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "notifications_message_id_fkey"
      columns: ["message_id"]
isOneToOne: false
      referencedRelation: "messages"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "notifications_session_id_fkey"
      columns: ["session_id"]
isOneToOne: false
      referencedRelation: "live_session_rsvp_counts"
      referencedColumns: ["session_id"]
    },{
      foreignKeyName: "notifications_session_id_fkey"
      columns: ["session_id"]
isOneToOne: false
      referencedRelation: "live_sessions"
      referencedColumns: ["id"]
    }
                  ]
                },"pinned_messages": {
                  Row: {
                    "channel_id": string,"message_id": number,"pinned_at": string,"pinned_by": string | null
                  }
                  ComputedFields: never
                  Insert: {
                    "channel_id": string,"message_id": number,"pinned_at"?: string,"pinned_by"?: string | null
                  }
                  Update: {
                    "channel_id"?: string,"message_id"?: number,"pinned_at"?: string,"pinned_by"?: string | null
                  }
                  Relationships: [
                    {
      foreignKeyName: "pinned_messages_channel_id_fkey"
      columns: ["channel_id"]
isOneToOne: false
      referencedRelation: "channel_overview"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "pinned_messages_channel_id_fkey"
      columns: ["channel_id"]
isOneToOne: false
      referencedRelation: "channels"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "pinned_messages_message_id_fkey"
      columns: ["message_id"]
isOneToOne: true
      referencedRelation: "channel_messages"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "pinned_messages_message_id_fkey"
      columns: ["message_id"]
isOneToOne: true
      referencedRelation: "messages"
      referencedColumns: ["id"]
    }
                  ]
                },"point_events": {
                  Row: {
                    "created_at": string,"id": number,"points": number,"reason": string,"ref": string,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "created_at"?: string,"id"?: never,"points": number,"reason": string,"ref": string,"user_id": string
                  }
                  Update: {
                    "created_at"?: string,"id"?: never,"points"?: number,"reason"?: string,"ref"?: string,"user_id"?: string
                  }
                  Relationships: [
                    
                  ]
                },"price_alerts": {
                  Row: {
                    "created_at": string,"direction": string,"fired_at": string | null,"fired_price": number | null,"id": number,"level": number,"symbol": string,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "created_at"?: string,"direction": string,"fired_at"?: string | null,"fired_price"?: number | null,"id"?: never,"level": number,"symbol": string,"user_id"?: string
                  }
                  Update: {
                    "created_at"?: string,"direction"?: string,"fired_at"?: string | null,"fired_price"?: number | null,"id"?: never,"level"?: number,"symbol"?: string,"user_id"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "price_alerts_symbol_fkey"
      columns: ["symbol"]
isOneToOne: false
      referencedRelation: "market_symbols"
      referencedColumns: ["symbol"]
    },{
      foreignKeyName: "price_alerts_symbol_fkey"
      columns: ["symbol"]
isOneToOne: false
      referencedRelation: "watchlist"
      referencedColumns: ["symbol"]
    }
                  ]
                },"profiles": {
                  Row: {
                    "created_at": string,"current_module": number,"display_name": string,"email": string | null,"id": string,"updated_at": string
                  }
                  ComputedFields: never
                  Insert: {
                    "created_at"?: string,"current_module"?: number,"display_name"?: string,"email"?: string | null,"id": string,"updated_at"?: string
                  }
                  Update: {
                    "created_at"?: string,"current_module"?: number,"display_name"?: string,"email"?: string | null,"id"?: string,"updated_at"?: string
                  }
                  Relationships: [
                    
                  ]
                },"quiz_answer_keys": {
                  Row: {
                    "correct_option": number,"explanation": string,"question_id": number
                  }
                  ComputedFields: never
                  Insert: {
                    "correct_option": number,"explanation"?: string,"question_id": number
                  }
                  Update: {
                    "correct_option"?: number,"explanation"?: string,"question_id"?: number
                  }
                  Relationships: [
                    {
      foreignKeyName: "quiz_answer_keys_question_id_fkey"
      columns: ["question_id"]
isOneToOne: true
      referencedRelation: "quiz_questions"
      referencedColumns: ["id"]
    }
                  ]
                },"quiz_attempts": {
                  Row: {
                    "answers": (number)[],"correct": number,"created_at": string,"id": number,"module_id": number,"passed": boolean,"score": number,"total": number,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "answers": (number)[],"correct": number,"created_at"?: string,"id"?: never,"module_id": number,"passed": boolean,"score": number,"total": number,"user_id": string
                  }
                  Update: {
                    "answers"?: (number)[],"correct"?: number,"created_at"?: string,"id"?: never,"module_id"?: number,"passed"?: boolean,"score"?: number,"total"?: number,"user_id"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "quiz_attempts_module_id_fkey"
      columns: ["module_id"]
isOneToOne: false
      referencedRelation: "module_progress_overview"
      referencedColumns: ["module_id"]
    },{
      foreignKeyName: "quiz_attempts_module_id_fkey"
      columns: ["module_id"]
isOneToOne: false
      referencedRelation: "modules"
      referencedColumns: ["id"]
    }
                  ]
                },"quiz_questions": {
                  Row: {
                    "id": number,"module_id": number,"options": (string)[],"position": number,"question": string,"retired_at": string | null
                  }
                  ComputedFields: never
                  Insert: {
                    "id"?: never,"module_id": number,"options": (string)[],"position": number,"question": string,"retired_at"?: string | null
                  }
                  Update: {
                    "id"?: never,"module_id"?: number,"options"?: (string)[],"position"?: number,"question"?: string,"retired_at"?: string | null
                  }
                  Relationships: [
                    {
      foreignKeyName: "quiz_questions_module_id_fkey"
      columns: ["module_id"]
isOneToOne: false
      referencedRelation: "module_progress_overview"
      referencedColumns: ["module_id"]
    },{
      foreignKeyName: "quiz_questions_module_id_fkey"
      columns: ["module_id"]
isOneToOne: false
      referencedRelation: "modules"
      referencedColumns: ["id"]
    }
                  ]
                },"session_chat": {
                  Row: {
                    "author_id": string,"body": string,"created_at": string,"id": number,"session_id": number
                  }
                  ComputedFields: never
                  Insert: {
                    "author_id"?: string,"body": string,"created_at"?: string,"id"?: never,"session_id": number
                  }
                  Update: {
                    "author_id"?: string,"body"?: string,"created_at"?: string,"id"?: never,"session_id"?: number
                  }
                  Relationships: [
                    {
      foreignKeyName: "session_chat_session_id_fkey"
      columns: ["session_id"]
isOneToOne: false
      referencedRelation: "live_session_rsvp_counts"
      referencedColumns: ["session_id"]
    },{
      foreignKeyName: "session_chat_session_id_fkey"
      columns: ["session_id"]
isOneToOne: false
      referencedRelation: "live_sessions"
      referencedColumns: ["id"]
    }
                  ]
                },"session_hands": {
                  Row: {
                    "raised_at": string,"session_id": number,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "raised_at"?: string,"session_id": number,"user_id"?: string
                  }
                  Update: {
                    "raised_at"?: string,"session_id"?: number,"user_id"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "session_hands_session_id_fkey"
      columns: ["session_id"]
isOneToOne: false
      referencedRelation: "live_session_rsvp_counts"
      referencedColumns: ["session_id"]
    },{
      foreignKeyName: "session_hands_session_id_fkey"
      columns: ["session_id"]
isOneToOne: false
      referencedRelation: "live_sessions"
      referencedColumns: ["id"]
    }
                  ]
                },"session_question_votes": {
                  Row: {
                    "created_at": string,"question_id": number,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "created_at"?: string,"question_id": number,"user_id"?: string
                  }
                  Update: {
                    "created_at"?: string,"question_id"?: number,"user_id"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "session_question_votes_question_id_fkey"
      columns: ["question_id"]
isOneToOne: false
      referencedRelation: "session_question_board"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "session_question_votes_question_id_fkey"
      columns: ["question_id"]
isOneToOne: false
      referencedRelation: "session_questions"
      referencedColumns: ["id"]
    }
                  ]
                },"session_questions": {
                  Row: {
                    "answered_at": string | null,"author_id": string,"body": string,"created_at": string,"id": number,"session_id": number
                  }
                  ComputedFields: never
                  Insert: {
                    "answered_at"?: string | null,"author_id"?: string,"body": string,"created_at"?: string,"id"?: never,"session_id": number
                  }
                  Update: {
                    "answered_at"?: string | null,"author_id"?: string,"body"?: string,"created_at"?: string,"id"?: never,"session_id"?: number
                  }
                  Relationships: [
                    {
      foreignKeyName: "session_questions_session_id_fkey"
      columns: ["session_id"]
isOneToOne: false
      referencedRelation: "live_session_rsvp_counts"
      referencedColumns: ["session_id"]
    },{
      foreignKeyName: "session_questions_session_id_fkey"
      columns: ["session_id"]
isOneToOne: false
      referencedRelation: "live_sessions"
      referencedColumns: ["id"]
    }
                  ]
                },"session_recordings": {
                  Row: {
                    "chart_log": NonNullable<Json>,"created_at": string,"created_by": string,"duration_ms": number,"id": number,"mime_type": string,"object_name": string,"session_id": number
                  }
                  ComputedFields: never
                  Insert: {
                    "chart_log"?: NonNullable<Json>,"created_at"?: string,"created_by"?: string,"duration_ms": number,"id"?: never,"mime_type": string,"object_name": string,"session_id": number
                  }
                  Update: {
                    "chart_log"?: NonNullable<Json>,"created_at"?: string,"created_by"?: string,"duration_ms"?: number,"id"?: never,"mime_type"?: string,"object_name"?: string,"session_id"?: number
                  }
                  Relationships: [
                    {
      foreignKeyName: "session_recordings_session_id_fkey"
      columns: ["session_id"]
isOneToOne: false
      referencedRelation: "live_session_rsvp_counts"
      referencedColumns: ["session_id"]
    },{
      foreignKeyName: "session_recordings_session_id_fkey"
      columns: ["session_id"]
isOneToOne: false
      referencedRelation: "live_sessions"
      referencedColumns: ["id"]
    }
                  ]
                },"session_rsvps": {
                  Row: {
                    "created_at": string,"session_id": number,"status": string,"updated_at": string,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "created_at"?: string,"session_id": number,"status": string,"updated_at"?: string,"user_id": string
                  }
                  Update: {
                    "created_at"?: string,"session_id"?: number,"status"?: string,"updated_at"?: string,"user_id"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "session_rsvps_session_id_fkey"
      columns: ["session_id"]
isOneToOne: false
      referencedRelation: "live_session_rsvp_counts"
      referencedColumns: ["session_id"]
    },{
      foreignKeyName: "session_rsvps_session_id_fkey"
      columns: ["session_id"]
isOneToOne: false
      referencedRelation: "live_sessions"
      referencedColumns: ["id"]
    }
                  ]
                },"shared_analyses": {
                  Row: {
                    "author_id": string | null,"channel_id": string,"created_at": string,"drawings": NonNullable<Json>,"id": string,"indicators": NonNullable<Json>,"message_id": number,"symbol": string,"timeframe": string
                  }
                  ComputedFields: never
                  Insert: {
                    "author_id"?: string | null,"channel_id": string,"created_at"?: string,"drawings"?: NonNullable<Json>,"id"?: string,"indicators"?: NonNullable<Json>,"message_id": number,"symbol": string,"timeframe": string
                  }
                  Update: {
                    "author_id"?: string | null,"channel_id"?: string,"created_at"?: string,"drawings"?: NonNullable<Json>,"id"?: string,"indicators"?: NonNullable<Json>,"message_id"?: number,"symbol"?: string,"timeframe"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "shared_analyses_channel_id_fkey"
      columns: ["channel_id"]
isOneToOne: false
      referencedRelation: "channel_overview"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "shared_analyses_channel_id_fkey"
      columns: ["channel_id"]
isOneToOne: false
      referencedRelation: "channels"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "shared_analyses_message_id_fkey"
      columns: ["message_id"]
isOneToOne: true
      referencedRelation: "channel_messages"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "shared_analyses_message_id_fkey"
      columns: ["message_id"]
isOneToOne: true
      referencedRelation: "messages"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "shared_analyses_symbol_fkey"
      columns: ["symbol"]
isOneToOne: false
      referencedRelation: "market_symbols"
      referencedColumns: ["symbol"]
    },{
      foreignKeyName: "shared_analyses_symbol_fkey"
      columns: ["symbol"]
isOneToOne: false
      referencedRelation: "watchlist"
      referencedColumns: ["symbol"]
    }
                  ]
                },"signal_alert_opt_outs": {
                  Row: {
                    "created_at": string,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "created_at"?: string,"user_id"?: string
                  }
                  Update: {
                    "created_at"?: string,"user_id"?: string
                  }
                  Relationships: [
                    
                  ]
                },"signal_events": {
                  Row: {
                    "actor_id": string | null,"at": string,"created_at": string,"id": number,"kind": string,"note": string | null,"price": number | null,"r": number | null,"signal_id": number
                  }
                  ComputedFields: never
                  Insert: {
                    "actor_id"?: string | null,"at": string,"created_at"?: string,"id"?: never,"kind": string,"note"?: string | null,"price"?: number | null,"r"?: number | null,"signal_id": number
                  }
                  Update: {
                    "actor_id"?: string | null,"at"?: string,"created_at"?: string,"id"?: never,"kind"?: string,"note"?: string | null,"price"?: number | null,"r"?: number | null,"signal_id"?: number
                  }
                  Relationships: [
                    {
      foreignKeyName: "signal_events_signal_id_fkey"
      columns: ["signal_id"]
isOneToOne: false
      referencedRelation: "signal_equity_curve"
      referencedColumns: ["signal_id"]
    },{
      foreignKeyName: "signal_events_signal_id_fkey"
      columns: ["signal_id"]
isOneToOne: false
      referencedRelation: "signals"
      referencedColumns: ["id"]
    }
                  ]
                },"signals": {
                  Row: {
                    "analyst_id": string | null,"analyst_name": string,"closed_at": string | null,"current_stop": number,"entry_high": number | null,"entry_low": number | null,"entry_type": string,"expires_at": string,"fill_price": number | null,"filled_at": string | null,"id": number,"published_at": string,"rationale": string,"realized_pct": number,"realized_r": number,"result_pct": number | null,"result_r": number | null,"side": string,"simulated": boolean,"status": string,"stop": number,"symbol": string,"targets": (number)[],"targets_hit": number
                  }
                  ComputedFields: never
                  Insert: {
                    "analyst_id"?: string | null,"analyst_name": string,"closed_at"?: string | null,"current_stop": number,"entry_high"?: number | null,"entry_low"?: number | null,"entry_type": string,"expires_at": string,"fill_price"?: number | null,"filled_at"?: string | null,"id"?: never,"published_at"?: string,"rationale": string,"realized_pct"?: number,"realized_r"?: number,"result_pct"?: number | null,"result_r"?: number | null,"side": string,"simulated"?: boolean,"status"?: string,"stop": number,"symbol": string,"targets": (number)[],"targets_hit"?: number
                  }
                  Update: {
                    "analyst_id"?: string | null,"analyst_name"?: string,"closed_at"?: string | null,"current_stop"?: number,"entry_high"?: number | null,"entry_low"?: number | null,"entry_type"?: string,"expires_at"?: string,"fill_price"?: number | null,"filled_at"?: string | null,"id"?: never,"published_at"?: string,"rationale"?: string,"realized_pct"?: number,"realized_r"?: number,"result_pct"?: number | null,"result_r"?: number | null,"side"?: string,"simulated"?: boolean,"status"?: string,"stop"?: number,"symbol"?: string,"targets"?: (number)[],"targets_hit"?: number
                  }
                  Relationships: [
                    {
      foreignKeyName: "signals_symbol_fkey"
      columns: ["symbol"]
isOneToOne: false
      referencedRelation: "market_symbols"
      referencedColumns: ["symbol"]
    },{
      foreignKeyName: "signals_symbol_fkey"
      columns: ["symbol"]
isOneToOne: false
      referencedRelation: "watchlist"
      referencedColumns: ["symbol"]
    }
                  ]
                },"stripe_events": {
                  Row: {
                    "id": string,"received_at": string,"stripe_created": string,"type": string
                  }
                  ComputedFields: never
                  Insert: {
                    "id": string,"received_at"?: string,"stripe_created": string,"type": string
                  }
                  Update: {
                    "id"?: string,"received_at"?: string,"stripe_created"?: string,"type"?: string
                  }
                  Relationships: [
                    
                  ]
                },"subscriptions": {
                  Row: {
                    "created_at": string,"start_date": string,"type": string,"updated_at": string,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "created_at"?: string,"start_date"?: string,"type"?: string,"updated_at"?: string,"user_id": string
                  }
                  Update: {
                    "created_at"?: string,"start_date"?: string,"type"?: string,"updated_at"?: string,"user_id"?: string
                  }
                  Relationships: [
                    
                  ]
                },"user_badges": {
                  Row: {
                    "awarded_at": string,"badge_id": string,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "awarded_at"?: string,"badge_id": string,"user_id": string
                  }
                  Update: {
                    "awarded_at"?: string,"badge_id"?: string,"user_id"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "user_badges_badge_id_fkey"
      columns: ["badge_id"]
isOneToOne: false
      referencedRelation: "badges"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "user_badges_badge_id_fkey"
      columns: ["badge_id"]
isOneToOne: false
      referencedRelation: "earned_badges"
      referencedColumns: ["badge_id"]
    }
                  ]
                }
          }
          Views: {
            "channel_messages": {
                  Row: {
                    "author_id": string | null,"author_initials": string | null,"author_is_premium": boolean | null,"author_level": number | null,"author_name": string | null,"body": string,"channel_id": string,"created_at": string,"deleted_at": string | null,"edited_at": string | null,"hidden_at": string | null,"id": number,"kind": string,"last_reply_at": string | null,"mentions": Json | null,"parent_id": number | null,"pinned_at": string | null,"reactions": Json | null,"reply_count": number | null,"reported_by_me": boolean | null
                  }
                  ComputedFields: never
                  Relationships: [
                    {
      foreignKeyName: "messages_channel_id_fkey"
      columns: ["channel_id"]
isOneToOne: false
      referencedRelation: "channel_overview"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "messages_channel_id_fkey"
      columns: ["channel_id"]
isOneToOne: false
      referencedRelation: "channels"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "messages_parent_id_fkey"
      columns: ["parent_id"]
isOneToOne: false
      referencedRelation: "channel_messages"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "messages_parent_id_fkey"
      columns: ["parent_id"]
isOneToOne: false
      referencedRelation: "messages"
      referencedColumns: ["id"]
    }
                  ]
                },"channel_overview": {
                  Row: {
                    "access": string,"can_post": boolean | null,"can_read": boolean | null,"description": string,"group_name": string,"icon": string,"id": string,"level": string | null,"member_count": number | null,"name": string,"position": number,"type": string
                  }
                  ComputedFields: never
                  Insert: {
                           "access"?: string | null,"can_post"?: never,"can_read"?: never,"description"?: string | null,"group_name"?: string | null,"icon"?: string | null,"id"?: string | null,"level"?: string | null,"member_count"?: never,"name"?: string | null,"position"?: number | null,"type"?: string | null
                         }
                        Update: {
                           "access"?: string | null,"can_post"?: never,"can_read"?: never,"description"?: string | null,"group_name"?: string | null,"icon"?: string | null,"id"?: string | null,"level"?: string | null,"member_count"?: never,"name"?: string | null,"position"?: number | null,"type"?: string | null
                         }
                        Relationships: [
                    
                  ]
                },"earned_badges": {
                  Row: {
                    "awarded_at": string,"badge_id": string,"description": string,"icon": string,"name": string,"user_id": string
                  }
                  ComputedFields: never
                  Relationships: [
                    
                  ]
                },"earnings_calendar": {
                  Row: {
                    "company_name": string,"eps_actual": number | null,"eps_estimate": number,"eps_surprise_percent": number | null,"fiscal_period": string,"gap_percent": number | null,"id": number,"price_after": number | null,"price_before": number | null,"release_at": string | null,"report_date": string,"reported_at": string | null,"revenue_actual": number | null,"revenue_estimate": number,"revenue_surprise_percent": number | null,"simulated": boolean,"symbol": string,"timing": string
                  }
                  ComputedFields: never
                  Relationships: [
                    {
      foreignKeyName: "earnings_reports_symbol_fkey"
      columns: ["symbol"]
isOneToOne: false
      referencedRelation: "market_symbols"
      referencedColumns: ["symbol"]
    },{
      foreignKeyName: "earnings_reports_symbol_fkey"
      columns: ["symbol"]
isOneToOne: false
      referencedRelation: "watchlist"
      referencedColumns: ["symbol"]
    }
                  ]
                },"live_session_rsvp_counts": {
                  Row: {
                    "capacity": number | null,"going": number | null,"interested": number | null,"my_status": string | null,"session_id": number
                  }
                  ComputedFields: never
                  Relationships: [
                    
                  ]
                },"member_directory": {
                  Row: {
                    "avatar_path": string | null,"bio": string,"certificate_code": string | null,"display_name": string | null,"experience": string | null,"initials": string | null,"is_premium": boolean | null,"is_staff": boolean | null,"last_active_at": string | null,"level": number | null,"level_name": string | null,"links": (string)[],"modules_passed": number | null,"online": boolean | null,"show_certificate": boolean,"show_progress": boolean,"time_zone": string | null,"trading_style": string | null,"user_id": string
                  }
                  ComputedFields: never
                  Relationships: [
                    {
      foreignKeyName: "member_profiles_user_id_fkey"
      columns: ["user_id"]
isOneToOne: true
      referencedRelation: "profiles"
      referencedColumns: ["id"]
    }
                  ]
                },"module_lesson_progress": {
                  Row: {
                    "lesson_count": number | null,"module_id": number,"watched_count": number | null
                  }
                  ComputedFields: never
                  Relationships: [
                    {
      foreignKeyName: "lessons_module_id_fkey"
      columns: ["module_id"]
isOneToOne: false
      referencedRelation: "module_progress_overview"
      referencedColumns: ["module_id"]
    },{
      foreignKeyName: "lessons_module_id_fkey"
      columns: ["module_id"]
isOneToOne: false
      referencedRelation: "modules"
      referencedColumns: ["id"]
    }
                  ]
                },"module_progress_overview": {
                  Row: {
                    "attempt_count": number | null,"best_score": number | null,"completed": boolean | null,"last_attempt_at": string | null,"level": string,"module_id": number,"passed_at": string | null,"position": number,"title": string
                  }
                  ComputedFields: never
                  Relationships: [
                    
                  ]
                },"my_conversations": {
                  Row: {
                    "blocked_by_me": boolean | null,"can_write": boolean | null,"created_at": string,"id": string,"last_body": string | null,"last_message_at": string | null,"other_avatar_path": string | null,"other_id": string | null,"other_initials": string | null,"other_is_premium": boolean | null,"other_name": string | null,"unread_count": number | null
                  }
                  ComputedFields: never
                  Relationships: [
                    
                  ]
                },"session_question_board": {
                  Row: {
                    "answered_at": string | null,"author_id": string,"body": string,"created_at": string,"id": number,"my_vote": boolean | null,"session_id": number,"votes": number | null
                  }
                  ComputedFields: never
                  Insert: {
                           "answered_at"?: string | null,"author_id"?: string | null,"body"?: string | null,"created_at"?: string | null,"id"?: number | null,"my_vote"?: never,"session_id"?: number | null,"votes"?: never
                         }
                        Update: {
                           "answered_at"?: string | null,"author_id"?: string | null,"body"?: string | null,"created_at"?: string | null,"id"?: number | null,"my_vote"?: never,"session_id"?: number | null,"votes"?: never
                         }
                        Relationships: [
                    {
      foreignKeyName: "session_questions_session_id_fkey"
      columns: ["session_id"]
isOneToOne: false
      referencedRelation: "live_session_rsvp_counts"
      referencedColumns: ["session_id"]
    },{
      foreignKeyName: "session_questions_session_id_fkey"
      columns: ["session_id"]
isOneToOne: false
      referencedRelation: "live_sessions"
      referencedColumns: ["id"]
    }
                  ]
                },"signal_equity_curve": {
                  Row: {
                    "analyst_id": string | null,"analyst_name": string,"closed_at": string | null,"equity_r": number | null,"result_pct": number | null,"result_r": number | null,"side": string,"signal_id": number,"simulated": boolean,"status": string,"symbol": string,"window": string | null
                  }
                  ComputedFields: never
                  Relationships: [
                    {
      foreignKeyName: "signals_symbol_fkey"
      columns: ["symbol"]
isOneToOne: false
      referencedRelation: "market_symbols"
      referencedColumns: ["symbol"]
    },{
      foreignKeyName: "signals_symbol_fkey"
      columns: ["symbol"]
isOneToOne: false
      referencedRelation: "watchlist"
      referencedColumns: ["symbol"]
    }
                  ]
                },"signal_track_record": {
                  Row: {
                    "average_percent": number | null,"average_r": number | null,"dimension": string | null,"expectancy_r": number | null,"first_closed_at": string | null,"includes_simulated": boolean | null,"key": string | null,"last_closed_at": string | null,"losses": number | null,"max_drawdown_r": number | null,"profit_factor": number | null,"signals": number | null,"total_r": number | null,"win_rate": number | null,"window": string | null,"wins": number | null
                  }
                  ComputedFields: never
                  Relationships: [
                    
                  ]
                },"watchlist": {
                  Row: {
                    "as_of": string | null,"change": number | null,"change_percent": number | null,"company_name": string,"position": number,"price": number | null,"symbol": string,"volume": number | null
                  }
                  ComputedFields: never
                  Relationships: [
                    
                  ]
                }
          }
          Functions: {
            "add_signal_note":
{ Args: { "note": string,"signal_id": number }; Returns: {
              "actor_id": string | null,
"at": string,
"created_at": string,
"id": number,
"kind": string,
"note": string | null,
"price": number | null,
"r": number | null,
"signal_id": number
            }
                          SetofOptions: {
        from: "*"
        to: "signal_events"
        isOneToOne: true
        isSetofReturn: false
      } },
"admin_active_mutes":
{ Args: Record<PropertyKey, never>; Returns: {
              "channel_id": string,"channel_name": string,"display_name": string,"email": string,"muted_at": string,"muted_until": string,"reason": string,"user_id": string
            }[]
                           },
"admin_add_quiz_question":
{ Args: { "correct_option": number,"explanation": string,"module_id": number,"options": (string)[],"question": string }; Returns: number
                           },
"admin_completion_funnel":
{ Args: Record<PropertyKey, never>; Returns: {
              "attempted": number,"level": string,"module_id": number,"passed": number,"position": number,"title": string
            }[]
                           },
"admin_daily_activity":
{ Args: { "days"?: number }; Returns: {
              "active_learners": number,"day": string,"mrr_cents": number,"paid_members": number,"signups": number
            }[]
                           },
"admin_delete_message":
{ Args: { "message_id": number }; Returns: undefined
                           },
"admin_dismiss_reports":
{ Args: { "message_id": number }; Returns: undefined
                           },
"admin_hide_message":
{ Args: { "message_id": number }; Returns: undefined
                           },
"admin_lift_mute":
{ Args: { "channel_id": string,"member_id": string }; Returns: undefined
                           },
"admin_lift_suspension":
{ Args: { "member_id": string }; Returns: Database["public"]['CompositeTypes']["admin_member"]
                          SetofOptions: {
        from: "*"
        to: "admin_member"
        isOneToOne: true
        isSetofReturn: false
      } },
"admin_list_members":
{ Args: { "search"?: string,"segment"?: string }; Returns: Database["public"]['CompositeTypes']["admin_member"][]
                          SetofOptions: {
        from: "*"
        to: "admin_member"
        isOneToOne: false
        isSetofReturn: true
      } },
"admin_member_reports":
{ Args: Record<PropertyKey, never>; Returns: {
              "created_at": string,"dm_message_id": number,"id": number,"member_email": string,"member_id": string,"member_name": string,"member_suspended": boolean,"message_body": string,"note": string,"reason": string,"reporter_id": string,"reporter_name": string
            }[]
                           },
"admin_moderation_queue":
{ Args: Record<PropertyKey, never>; Returns: {
              "author_email": string,"author_id": string,"author_muted": boolean,"author_muted_until": string,"author_name": string,"body": string,"channel_id": string,"channel_name": string,"deleted": boolean,"first_reported_at": string,"hidden": boolean,"last_reported_at": string,"message_created_at": string,"message_id": number,"notes": (string)[],"reasons": (string)[],"report_count": number
            }[]
                           },
"admin_move_lesson":
{ Args: { "direction": string,"lesson_id": number }; Returns: undefined
                           },
"admin_move_resource":
{ Args: { "direction": string,"resource_id": number }; Returns: undefined
                           },
"admin_mute_member":
{ Args: { "channel_id": string,"duration": string,"member_id": string,"reason": string }; Returns: {
              "channel_id": string,
"muted_at": string,
"muted_by": string | null,
"muted_until": string | null,
"reason": string,
"user_id": string
            }
                          SetofOptions: {
        from: "*"
        to: "channel_mutes"
        isOneToOne: true
        isSetofReturn: false
      } },
"admin_overview_totals":
{ Args: Record<PropertyKey, never>; Returns: {
              "active_learners_7d": number,"admins": number,"complimentary_members": number,"members": number,"mrr_cents": number,"paid_members": number,"premium_members": number,"signups_7d": number,"suspended": number
            }[]
                           },
"admin_resolve_member_report":
{ Args: { "report_id": number,"resolution": string }; Returns: undefined
                           },
"admin_restore_quiz_question":
{ Args: { "question_id": number }; Returns: undefined
                           },
"admin_retire_quiz_question":
{ Args: { "question_id": number }; Returns: undefined
                           },
"admin_retry_lesson_video":
{ Args: { "lesson_id": number }; Returns: {
              "attempts": number,
"error": string | null,
"finished_at": string | null,
"lesson_id": number,
"queued_at": string,
"started_at": string | null,
"state": string,
"updated_at": string
            }
                          SetofOptions: {
        from: "*"
        to: "lesson_video_jobs"
        isOneToOne: true
        isSetofReturn: false
      } },
"admin_save_quiz_question":
{ Args: { "correct_option": number,"explanation": string,"options": (string)[],"question": string,"question_id": number }; Returns: undefined
                           },
"admin_set_admin":
{ Args: { "admin": boolean,"member_id": string }; Returns: Database["public"]['CompositeTypes']["admin_member"]
                          SetofOptions: {
        from: "*"
        to: "admin_member"
        isOneToOne: true
        isSetofReturn: false
      } },
"admin_set_analyst":
{ Args: { "analyst": boolean,"member_id": string }; Returns: boolean
                           },
"admin_set_complimentary":
{ Args: { "member_id": string,"premium": boolean }; Returns: Database["public"]['CompositeTypes']["admin_member"]
                          SetofOptions: {
        from: "*"
        to: "admin_member"
        isOneToOne: true
        isSetofReturn: false
      } },
"admin_suspend_member":
{ Args: { "member_id": string,"reason": string }; Returns: Database["public"]['CompositeTypes']["admin_member"]
                          SetofOptions: {
        from: "*"
        to: "admin_member"
        isOneToOne: true
        isSetofReturn: false
      } },
"admin_unhide_message":
{ Args: { "message_id": number }; Returns: undefined
                           },
"answer_session_question":
{ Args: { "answered"?: boolean,"question_id": number }; Returns: string
                           },
"apply_stripe_event":
{ Args: { "event_created": string,"event_id": string,"event_type": string,"invoice"?: Json,"subscription": Json,"synced_at": string }; Returns: string
                           },
"assign_session_host":
{ Args: { "host_id": string,"session_id": number }; Returns: string
                           },
"billing_status":
{ Args: Record<PropertyKey, never>; Returns: {
              "cancel_at_period_end": boolean,"complimentary": boolean,"current_period_end": string,"grace_ends_at": string,"is_premium": boolean,"status": string,"subscription_id": string
            }[]
                           },
"check_session_reminders":
{ Args: Record<PropertyKey, never>; Returns: number
                           },
"close_signal":
{ Args: { "signal_id": number }; Returns: {
              "analyst_id": string | null,
"analyst_name": string,
"closed_at": string | null,
"current_stop": number,
"entry_high": number | null,
"entry_low": number | null,
"entry_type": string,
"expires_at": string,
"fill_price": number | null,
"filled_at": string | null,
"id": number,
"published_at": string,
"rationale": string,
"realized_pct": number,
"realized_r": number,
"result_pct": number | null,
"result_r": number | null,
"side": string,
"simulated": boolean,
"status": string,
"stop": number,
"symbol": string,
"targets": (number)[],
"targets_hit": number
            }
                          SetofOptions: {
        from: "*"
        to: "signals"
        isOneToOne: true
        isSetofReturn: false
      } },
"complete_quiz":
{ Args: { "answers": Json,"attempt_id": string }; Returns: Database["public"]['CompositeTypes']["quiz_result"]
                          SetofOptions: {
        from: "*"
        to: "quiz_result"
        isOneToOne: true
        isSetofReturn: false
      } },
"copy_shared_drawings":
{ Args: { "analysis_id": string }; Returns: number
                           },
"expire_signals":
{ Args: Record<PropertyKey, never>; Returns: number
                           },
"final_exam_status":
{ Args: Record<PropertyKey, never>; Returns: Database["public"]['CompositeTypes']["final_exam_state"]
                          SetofOptions: {
        from: "*"
        to: "final_exam_state"
        isOneToOne: true
        isSetofReturn: false
      } },
"find_members":
{ Args: { "channel"?: string,"max_rows"?: number,"min_level"?: number,"online"?: boolean,"premium"?: boolean,"query"?: string,"sort"?: string,"staff"?: boolean }; Returns: {
              "avatar_path": string | null,
"bio": string,
"certificate_code": string | null,
"display_name": string | null,
"experience": string | null,
"initials": string | null,
"is_premium": boolean | null,
"is_staff": boolean | null,
"last_active_at": string | null,
"level": number | null,
"level_name": string | null,
"links": (string)[],
"modules_passed": number | null,
"online": boolean | null,
"show_certificate": boolean,
"show_progress": boolean,
"time_zone": string | null,
"trading_style": string | null,
"user_id": string
            }[]
                          SetofOptions: {
        from: "*"
        to: "member_directory"
        isOneToOne: false
        isSetofReturn: true
      } },
"grade_chart_exercise":
{ Args: { "bar_time"?: string,"choice"?: number,"end_price"?: number,"end_time"?: string,"exercise_id": number,"price"?: number,"value"?: number }; Returns: Database["public"]['CompositeTypes']["chart_exercise_result"]
                          SetofOptions: {
        from: "*"
        to: "chart_exercise_result"
        isOneToOne: true
        isSetofReturn: false
      } },
"leaderboard":
{ Args: { "max_rows"?: number,"period"?: string }; Returns: {
              "display_name": string,"initials": string,"is_premium": boolean,"level": number,"level_name": string,"points": number,"rank": number,"user_id": string
            }[]
                           },
"mark_conversation_read":
{ Args: { "conversation_id": string }; Returns: undefined
                           },
"mark_helpful_answer":
{ Args: { "message_id": number }; Returns: undefined
                           },
"mark_notifications_read":
{ Args: { "ids"?: (number)[] }; Returns: number
                           },
"mark_offline":
{ Args: Record<PropertyKey, never>; Returns: undefined
                           },
"mark_online":
{ Args: Record<PropertyKey, never>; Returns: undefined
                           },
"member_cards":
{ Args: { "user_ids": (string)[] }; Returns: {
              "display_name": string,"initials": string,"is_premium": boolean,"user_id": string
            }[]
                           },
"my_points":
{ Args: Record<PropertyKey, never>; Returns: {
              "level": number,"level_name": string,"next_level_at": number,"points": number
            }[]
                           },
"my_weekly_digest":
{ Args: Record<PropertyKey, never>; Returns: Json
                           },
"notify_earnings_tomorrow":
{ Args: Record<PropertyKey, never>; Returns: number
                           },
"online_member_cards":
{ Args: { "user_ids": (string)[] }; Returns: {
              "display_name": string,"initials": string,"is_premium": boolean,"user_id": string
            }[]
                           },
"orphaned_storage_objects":
{ Args: { "max_count"?: number }; Returns: {
              "bucket_id": string,"name": string
            }[]
                           },
"publish_signal":
{ Args: { "entry_high"?: number,"entry_low"?: number,"entry_type": string,"expires_at": string,"rationale": string,"side": string,"stop": number,"symbol": string,"targets": (number)[] }; Returns: {
              "analyst_id": string | null,
"analyst_name": string,
"closed_at": string | null,
"current_stop": number,
"entry_high": number | null,
"entry_low": number | null,
"entry_type": string,
"expires_at": string,
"fill_price": number | null,
"filled_at": string | null,
"id": number,
"published_at": string,
"rationale": string,
"realized_pct": number,
"realized_r": number,
"result_pct": number | null,
"result_r": number | null,
"side": string,
"simulated": boolean,
"status": string,
"stop": number,
"symbol": string,
"targets": (number)[],
"targets_hit": number
            }
                          SetofOptions: {
        from: "*"
        to: "signals"
        isOneToOne: true
        isSetofReturn: false
      } },
"record_earnings_result":
{ Args: { "eps_actual": number,"report_id": number,"revenue_actual": number }; Returns: number
                           },
"record_tick":
{ Args: { "at"?: string,"price": number,"symbol": string,"volume"?: number }; Returns: boolean
                           },
"record_ticks":
{ Args: { "simulated"?: boolean,"ticks": Json }; Returns: number
                           },
"reinstate_certificate":
{ Args: { "code": string }; Returns: {
              "code": string,
"credential": string | null,
"holder_name": string,
"id": string,
"issued_at": string,
"revocation_reason": string | null,
"revoked_at": string | null,
"user_id": string
            }
                          SetofOptions: {
        from: "*"
        to: "certificates"
        isOneToOne: true
        isSetofReturn: false
      } },
"revoke_certificate":
{ Args: { "code": string,"reason"?: string }; Returns: {
              "code": string,
"credential": string | null,
"holder_name": string,
"id": string,
"issued_at": string,
"revocation_reason": string | null,
"revoked_at": string | null,
"user_id": string
            }
                          SetofOptions: {
        from: "*"
        to: "certificates"
        isOneToOne: true
        isSetofReturn: false
      } },
"run_session_jobs":
{ Args: Record<PropertyKey, never>; Returns: Json
                           },
"run_weekly_digest":
{ Args: Record<PropertyKey, never>; Returns: number
                           },
"save_lesson_progress":
{ Args: { "lesson_id": number,"position_seconds": number }; Returns: {
              "lesson_id": number,
"position_seconds": number,
"updated_at": string,
"user_id": string,
"watched_at": string | null
            }
                          SetofOptions: {
        from: "*"
        to: "lesson_progress"
        isOneToOne: true
        isSetofReturn: false
      } },
"search_members":
{ Args: { "channel": string,"prefix": string }; Returns: {
              "display_name": string,"initials": string,"is_premium": boolean,"user_id": string
            }[]
                           },
"search_messages":
{ Args: { "channel"?: string,"query": string }; Returns: {
              "author_initials": string,"author_name": string,"body": string,"channel_id": string,"created_at": string,"id": number,"parent_id": number,"rank": number
            }[]
                           },
"set_session_rsvp":
{ Args: { "session_id": number,"status"?: string }; Returns: string
                           },
"set_session_state":
{ Args: { "session_id": number,"state": string }; Returns: string
                           },
"share_analysis":
{ Args: { "body": string,"channel_id": string,"drawings": Json,"indicators": Json,"symbol": string,"timeframe": string }; Returns: {
              "author_id": string | null,
"channel_id": string,
"created_at": string,
"drawings": NonNullable<Json>,
"id": string,
"indicators": NonNullable<Json>,
"message_id": number,
"symbol": string,
"timeframe": string
            }
                          SetofOptions: {
        from: "*"
        to: "shared_analyses"
        isOneToOne: true
        isSetofReturn: false
      } },
"signal_move_stop_to_break_even":
{ Args: { "signal_id": number }; Returns: {
              "analyst_id": string | null,
"analyst_name": string,
"closed_at": string | null,
"current_stop": number,
"entry_high": number | null,
"entry_low": number | null,
"entry_type": string,
"expires_at": string,
"fill_price": number | null,
"filled_at": string | null,
"id": number,
"published_at": string,
"rationale": string,
"realized_pct": number,
"realized_r": number,
"result_pct": number | null,
"result_r": number | null,
"side": string,
"simulated": boolean,
"status": string,
"stop": number,
"symbol": string,
"targets": (number)[],
"targets_hit": number
            }
                          SetofOptions: {
        from: "*"
        to: "signals"
        isOneToOne: true
        isSetofReturn: false
      } },
"start_conversation":
{ Args: { "member_id": string }; Returns: string
                           },
"start_final_exam":
{ Args: Record<PropertyKey, never>; Returns: Database["public"]['CompositeTypes']["final_exam_draw"]
                          SetofOptions: {
        from: "*"
        to: "final_exam_draw"
        isOneToOne: true
        isSetofReturn: false
      } },
"start_quiz":
{ Args: { "module_id": number }; Returns: Database["public"]['CompositeTypes']["quiz_draw"]
                          SetofOptions: {
        from: "*"
        to: "quiz_draw"
        isOneToOne: true
        isSetofReturn: false
      } },
"submit_final_exam":
{ Args: { "answers": Json,"attempt_id": string }; Returns: Database["public"]['CompositeTypes']["final_exam_result"]
                          SetofOptions: {
        from: "*"
        to: "final_exam_result"
        isOneToOne: true
        isSetofReturn: false
      } },
"take_outbox_emails":
{ Args: { "max_count"?: number }; Returns: {
              "body": string,"id": number,"kind": string,"link": string,"subject": string,"to_email": string,"unsubscribe_token": string
            }[]
                           },
"unread_counts":
{ Args: Record<PropertyKey, never>; Returns: {
              "channel_id": string,"last_read_at": string,"unread": number
            }[]
                           },
"unsubscribe_digest":
{ Args: { "token": string }; Returns: boolean
                           },
"verify_certificate":
{ Args: { "code": string }; Returns: {
              "certificate_code": string,"credential": string,"holder_name": string,"issued_at": string,"revocation_reason": string,"revoked_at": string,"valid": boolean
            }[]
                           }
          }
          Enums: {
            [_ in never]: never
          }
          CompositeTypes: {
            "admin_member": {
                        "id": string | null,"email": string | null,"display_name": string | null,"plan": string | null,"complimentary": boolean | null,"billing_status": string | null,"is_admin": boolean | null,"suspended": boolean | null,"suspension_reason": string | null,"suspended_at": string | null,"modules_passed": number | null,"module_count": number | null,"current_module": number | null,"joined_at": string | null,"last_seen_at": string | null
                      },"chart_exercise_result": {
                        "attempt_id": number | null,"exercise_id": number | null,"is_correct": boolean | null,"answer_price": number | null,"answer_time": string | null,"accept_low": number | null,"accept_high": number | null,"accept_from": string | null,"accept_to": string | null,"key_price": number | null,"key_time": string | null,"explanation": string | null,"attempt_count": number | null,"answer_end_price": number | null,"answer_end_time": string | null,"answer_value": number | null,"answer_choice": number | null,"key_end_price": number | null,"key_end_time": string | null,"key_value": number | null,"key_choice": number | null,"tolerance": number | null
                      },"drawn_question": {
                        "question_id": number | null,"question": string | null,"options": (string)[] | null
                      },"final_exam_draw": {
                        "attempt_id": string | null,"started_at": string | null,"deadline": string | null,"server_time": string | null,"time_limit_seconds": number | null,"pass_mark": number | null,"questions": (Database["public"]['CompositeTypes']["final_exam_question"])[] | null
                      },"final_exam_question": {
                        "question_id": number | null,"module_id": number | null,"question": string | null,"options": (string)[] | null
                      },"final_exam_result": {
                        "attempt_id": string | null,"status": string | null,"passed": boolean | null,"score": number | null,"correct": number | null,"total": number | null,"pass_mark": number | null,"submitted_at": string | null,"reopens_at": string | null,"badges_awarded": (string)[] | null,"certificate": Database["public"]['CompositeTypes']["issued_certificate"] | null,"review": (Database["public"]['CompositeTypes']["final_exam_review_item"])[] | null
                      },"final_exam_review_item": {
                        "question_id": number | null,"module_id": number | null,"module_title": string | null,"question": string | null,"options": (string)[] | null,"answer": number | null,"is_correct": boolean | null,"correct_answer": number | null,"explanation": string | null
                      },"final_exam_state": {
                        "state": string | null,"modules_passed": number | null,"modules_total": number | null,"question_count": number | null,"time_limit_seconds": number | null,"pass_mark": number | null,"retake_hours": number | null,"attempt_id": string | null,"started_at": string | null,"deadline": string | null,"server_time": string | null,"reopens_at": string | null,"last_status": string | null,"last_score": number | null,"last_submitted_at": string | null
                      },"issued_certificate": {
                        "code": string | null,"holder_name": string | null,"issued_at": string | null
                      },"quiz_draw": {
                        "attempt_id": string | null,"module_id": number | null,"started_at": string | null,"questions": (Database["public"]['CompositeTypes']["drawn_question"])[] | null
                      },"quiz_result": {
                        "module_id": number | null,"score": number | null,"passed": boolean | null,"correct": number | null,"total": number | null,"pass_mark": number | null,"current_module": number | null,"badges_awarded": (string)[] | null,"certificate": Database["public"]['CompositeTypes']["issued_certificate"] | null,"review": (Database["public"]['CompositeTypes']["quiz_review_item"])[] | null
                      },"quiz_review_item": {
                        "question_id": number | null,"question": string | null,"options": (string)[] | null,"answer": number | null,"correct_answer": number | null,"is_correct": boolean | null,"explanation": string | null
                      }
          }
        }
}

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
  ? (DefaultSchema["Tables"] & DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
      Row: infer R
    }
    ? R
    : never
  : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
  ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
      Insert: infer I
    }
    ? I
    : never
  : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
  ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
      Update: infer U
    }
    ? U
    : never
  : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never
> = DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
  ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
  : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never
> = PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
  ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
  : never

export const Constants = {
  "public": {
          Enums: {
            
          }
        }
} as const
